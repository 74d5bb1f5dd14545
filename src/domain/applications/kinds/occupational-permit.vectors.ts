import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000001';

/** Liza, a cashier at a bakery in the demo city. */
export const VALID_OCCUPATIONAL: ApplicationPayload = {
  first_name: 'LIZA',
  middle_name: 'REYES',
  last_name: 'AQUINO',
  extension_name: '',
  birthdate: '1998-09-21',
  gender: 'FEMALE',
  civil_status: 'SINGLE',
  citizenship: 'FILIPINO',
  mobile_number: '639175556666',
  email: 'liza.aquino@example.com',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '14 BONIFACIO STREET',
  employment_type: 'PRIVATE EMPLOYEE',
  position: 'CASHIER',
  employer_name: 'GOLDEN CRUST BAKERY',
  employer_address: '2 MAGSAYSAY AVENUE, POBLACION',
  tin_no: '',
  requirements: {
    valid_id: UPLOAD,
    id_picture: UPLOAD,
    community_tax_certificate: UPLOAD,
    certificate_of_employment: UPLOAD,
  },
  certified: true,
};

const { certificate_of_employment: _employment, ...WITHOUT_EMPLOYMENT } =
  VALID_OCCUPATIONAL.requirements as Record<string, string>;

/** Shared by the web and the server tests (one vector file per kind). */
export const OCCUPATIONAL_PERMIT_VECTORS: readonly ApplicationVector[] = [
  { name: 'a cashier employed at a bakery', payload: VALID_OCCUPATIONAL },
  {
    name: 'a self-employed worker needs no certificate of employment',
    payload: { ...VALID_OCCUPATIONAL, employment_type: 'SELF-EMPLOYED', requirements: WITHOUT_EMPLOYMENT },
  },
  {
    name: 'an employee without a certificate of employment',
    payload: { ...VALID_OCCUPATIONAL, requirements: WITHOUT_EMPLOYMENT },
    errors: { 'requirements.certificate_of_employment': 'Certificate of Employment' },
  },
  {
    name: 'a child under 15 may not be given a permit',
    payload: { ...VALID_OCCUPATIONAL, birthdate: `${String(new Date().getFullYear() - 10)}-01-01` },
    errors: { birthdate: 'Date of Birth must be at least 15 years ago' },
  },
  {
    name: 'an employment type not on §3’s list, and no workplace',
    payload: { ...VALID_OCCUPATIONAL, employment_type: 'INTERN', employer_address: '' },
    errors: { employment_type: 'Employment Type', employer_address: 'Address of the Workplace' },
  },
  {
    name: 'an e-mail address badly formed',
    payload: { ...VALID_OCCUPATIONAL, email: 'liza@' },
    errors: { email: 'Email' },
  },
];
