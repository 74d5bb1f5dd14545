import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000001';

/** Lola Carmen, born in 1955, forty years in the demo city. */
export const VALID_SENIOR: ApplicationPayload = {
  first_name: 'CARMEN',
  middle_name: 'LOPEZ',
  last_name: 'VILLANUEVA',
  extension_name: '',
  birthdate: '1955-03-08',
  place_of_birth: 'SAN PABLO, LAGUNA',
  gender: 'FEMALE',
  civil_status: 'WIDOW',
  citizenship: 'FILIPINO',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '21 MABINI STREET',
  years_of_residence: '40',
  mobile_number: '639171234567',
  emergency_contact_name: 'JOSE VILLANUEVA',
  emergency_contact_number: '639181234567',
  requirements: { id_picture: UPLOAD, proof_of_age: UPLOAD, proof_of_residency: UPLOAD },
  certified: true,
};

/** Shared by the web and the server tests (one vector file per kind). */
export const SENIOR_CITIZEN_VECTORS: readonly ApplicationVector[] = [
  { name: 'a widow born in 1955', payload: VALID_SENIOR },
  {
    name: 'a man born in 1940, a single parent',
    payload: { ...VALID_SENIOR, gender: 'MALE', birthdate: '1940-12-31', civil_status: 'SINGLE PARENT' },
  },
  {
    name: 'someone not yet 60',
    payload: { ...VALID_SENIOR, birthdate: '1990-01-01' },
    errors: { birthdate: 'Date of Birth must be at least 60 years ago' },
  },
  {
    name: 'a civil status not on §3’s list',
    payload: { ...VALID_SENIOR, civil_status: 'ENGAGED' },
    errors: { civil_status: 'Civil Status' },
  },
  {
    name: 'a mobile number written as 09…, and no one to call in an emergency',
    payload: { ...VALID_SENIOR, mobile_number: '09171234567', emergency_contact_name: '' },
    errors: { mobile_number: 'Mobile Number', emergency_contact_name: 'Contact Person in an Emergency' },
  },
  {
    name: 'no proof of age or of residency uploaded',
    payload: { ...VALID_SENIOR, requirements: { id_picture: UPLOAD } },
    errors: {
      'requirements.proof_of_age': 'Proof of Age',
      'requirements.proof_of_residency': 'Barangay Certificate of Residency',
    },
  },
];
