import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000001';

/** Maria, ten years in the demo city's barangay, asking for a clearance for a job. */
export const VALID_CLEARANCE: ApplicationPayload = {
  first_name: 'MARIA',
  middle_name: '',
  last_name: 'SANTOS',
  birthdate: '1995-02-03',
  civil_status: 'SINGLE',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '7 MABINI STREET',
  years_of_residence: '10',
  purpose: 'EMPLOYMENT',
  requirements: { valid_id: UPLOAD },
  certified: true,
};

/** Shared by the web and the server tests (one vector file per kind). */
export const BARANGAY_CLEARANCE_VECTORS: readonly ApplicationVector[] = [
  { name: 'a resident asking for a clearance for a job', payload: VALID_CLEARANCE },
  {
    name: 'another purpose, said in full',
    payload: { ...VALID_CLEARANCE, purpose: 'OTHERS', purpose_details: 'SCHOLARSHIP' },
  },
  {
    name: 'another purpose not said',
    payload: { ...VALID_CLEARANCE, purpose: 'OTHERS' },
    errors: { purpose_details: 'Other Purpose' },
  },
  {
    name: 'years of residence that are not a whole number',
    payload: { ...VALID_CLEARANCE, years_of_residence: 'ten' },
    errors: { years_of_residence: 'Years Living in the Barangay' },
  },
  {
    name: 'no valid ID uploaded',
    payload: { ...VALID_CLEARANCE, requirements: {} },
    errors: { 'requirements.valid_id': 'Valid ID' },
  },
];
