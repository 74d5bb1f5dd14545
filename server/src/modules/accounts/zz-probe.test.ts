import { it } from 'vitest';
import { validateForm } from '@/domain/validation/validate-form';
import { PROFILE_RULES } from '@/domain/contracts/profile-form';
it('probe', () => {
  console.log(JSON.stringify(validateForm(PROFILE_RULES, {
  first_name: 'Juan', middle_name: 'Santos', last_name: 'Dela Cruz', photo: '/api/v1/taxpayers/uploads/abc',
  birthdate: '1990-05-17', place_of_birth_region_code: '13', place_of_birth_province_code: '1339',
  place_of_birth_municipality_code: '133901', gender: 'Male', street: '12 Mabini St.' })));
});
