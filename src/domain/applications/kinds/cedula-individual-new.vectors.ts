import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

/** Juan, a teacher in the demo city with ₱250,000.00 of salaries last year. */
export const VALID_CEDULA: ApplicationPayload = {
  first_name: 'JUAN',
  middle_name: 'PENA',
  last_name: 'DELA CRUZ',
  extension_name: '',
  birthdate: '1990-05-14',
  place_of_birth: 'QUEZON CITY',
  gender: 'MALE',
  civil_status: 'MARRIED',
  citizenship: 'FILIPINO',
  profession: 'TEACHER',
  tin_no: '',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '12 RIZAL STREET',
  business_gross_receipts: '0',
  salaries: '250000.00',
  real_property_income: '0',
  certified: true,
};

/** Shared by the web and the server tests (one vector file per kind). */
export const CEDULA_INDIVIDUAL_VECTORS: readonly ApplicationVector[] = [
  { name: 'a teacher with last year’s salaries', payload: VALID_CEDULA },
  {
    name: 'no income at all is a figure (the basic tax only)',
    payload: { ...VALID_CEDULA, salaries: '0', tin_no: '123-456-789-000' },
  },
  {
    name: 'a civil status not on its own list',
    payload: { ...VALID_CEDULA, civil_status: 'ENGAGED' },
    errors: { civil_status: 'Civil Status' },
  },
  {
    name: 'a birth date not written as the form asks',
    payload: { ...VALID_CEDULA, birthdate: '14/05/1990' },
    errors: { birthdate: 'Date of Birth' },
  },
  {
    name: 'an income left out, and one that is not an amount',
    payload: { ...VALID_CEDULA, salaries: 'lots', real_property_income: '' },
    errors: { salaries: 'Salaries', real_property_income: 'Income from Real Property' },
  },
  {
    name: 'not certified true',
    payload: { ...VALID_CEDULA, certified: false },
    errors: { certified: 'I certify' },
  },
  {
    name: 'a TIN badly formed',
    payload: { ...VALID_CEDULA, tin_no: '123' },
    errors: { tin_no: 'TIN' },
  },
];
