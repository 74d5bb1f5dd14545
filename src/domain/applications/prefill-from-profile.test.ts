import { describe, expect, it } from 'vitest';
import type { ApplicationDefinition } from './application-definition';
import { businessPermitNew } from './business-permit-new';
import { prefillFromProfile } from './prefill-from-profile';

const PROFILE = {
  first_name: 'Maria',
  middle_name: 'Lopez',
  last_name: 'Santos',
  extension_name: '',
  birthdate: '1990-04-02',
  mobile_number: '639171234567',
  email: 'maria@example.com',
  region_code: '130000000',
  province_code: '137400000',
  municipality_code: '137404000',
  barangay_code: '137404001',
  street: '12 Rizal St',
};

describe('a new form pre-filled from the completed profile', () => {
  it('fills the business permit’s owner and contact fields, not the business’s own address', () => {
    expect(prefillFromProfile(businessPermitNew, PROFILE)).toEqual({
      first_name: 'Maria',
      middle_name: 'Lopez',
      last_name: 'Santos',
      // The form asks 09XXXXXXXXX: the profile's 639… is written as the field takes it.
      cellphone_no: '09171234567',
      email_address: 'maria@example.com',
    });
  });

  it('fills a person’s kind by its fields’ names, and the applicant’s own address when the kind says so', () => {
    const personal = {
      ...businessPermitNew,
      steps: [
        {
          id: 'person',
          title: { en: 'You', fil: 'Ikaw' },
          items: [
            { name: 'last_name', label: { en: 'Last Name', fil: 'Apelyido' }, rules: 'required' },
            { name: 'birthdate', label: { en: 'Birth Date', fil: 'Kaarawan' }, rules: 'required' },
            { name: 'mobile_number', label: { en: 'Mobile', fil: 'Mobile' }, rules: 'mobile_number_63' },
            { name: 'purpose', label: { en: 'Purpose', fil: 'Layunin' }, rules: 'required' },
            { kind: 'places', prefix: '', label: { en: 'Address', fil: 'Address' }, profile: true },
          ],
        },
      ],
    } satisfies ApplicationDefinition;
    expect(prefillFromProfile(personal, PROFILE)).toEqual({
      last_name: 'Santos',
      birthdate: '1990-04-02',
      mobile_number: '639171234567',
      region_code: '130000000',
      province_code: '137400000',
      municipality_code: '137404000',
      barangay_code: '137404001',
    });
  });

  it('leaves out what the profile does not have, and a choice its list does not offer', () => {
    expect(
      prefillFromProfile(businessPermitNew, { first_name: 'Ana', extension_name: 'XIV', email: null }),
    ).toEqual({
      first_name: 'Ana',
    });
  });
});
