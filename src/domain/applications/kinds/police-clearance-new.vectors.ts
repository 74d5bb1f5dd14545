import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000002';

/** Jose, a nurse of the demo city going abroad, with a mole on his left cheek and a passport. */
export const VALID_POLICE_CLEARANCE: ApplicationPayload = {
  first_name: 'JOSE',
  middle_name: 'LIM',
  last_name: 'REYES',
  extension_name: 'JR.',
  birthdate: '1992-08-21',
  place_of_birth: 'SANTA CRUZ, LAGUNA',
  gender: 'MALE',
  civil_status: 'SINGLE',
  citizenship: 'FILIPINO',
  mobile_number: '639171234567',
  height: '168',
  weight: '62',
  complexion: 'BROWN',
  identifying_mark: 'MOLE',
  identifying_mark_location: 'LEFT CHEEK',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '3 BONIFACIO STREET',
  purpose: 'EMPLOYMENT ABROAD',
  valid_id_type: 'PASSPORT',
  requirements: { valid_id: UPLOAD },
  certified: true,
};

/** Shared by the web and the server tests (one vector file per kind). */
export const POLICE_CLEARANCE_VECTORS: readonly ApplicationVector[] = [
  { name: 'a nurse going abroad, with a mole and a passport', payload: VALID_POLICE_CLEARANCE },
  {
    name: 'no identifying mark needs no place for it',
    payload: { ...VALID_POLICE_CLEARANCE, identifying_mark: 'NONE', identifying_mark_location: '' },
  },
  {
    name: 'a mark with no place said',
    payload: { ...VALID_POLICE_CLEARANCE, identifying_mark_location: '' },
    errors: { identifying_mark_location: 'Where the Mark Is' },
  },
  {
    name: 'another purpose, said in full',
    payload: { ...VALID_POLICE_CLEARANCE, purpose: 'OTHERS', purpose_details: 'FIREARM LICENSE' },
  },
  {
    name: 'another purpose not said',
    payload: { ...VALID_POLICE_CLEARANCE, purpose: 'OTHERS' },
    errors: { purpose_details: 'Other Purpose' },
  },
  {
    name: 'a height and weight no person has, and not whole numbers',
    payload: { ...VALID_POLICE_CLEARANCE, height: '400', weight: '62.5' },
    errors: { height: 'Height (cm)', weight: 'Weight (kg)' },
  },
  {
    name: 'a mobile number not in the 639 form',
    payload: { ...VALID_POLICE_CLEARANCE, mobile_number: '09171234567' },
    errors: { mobile_number: 'Mobile Number' },
  },
  {
    name: 'an ID not on the list, and none uploaded',
    payload: { ...VALID_POLICE_CLEARANCE, valid_id_type: 'LIBRARY CARD', requirements: {} },
    errors: { valid_id_type: 'Valid ID to Present', 'requirements.valid_id': 'Valid ID' },
  },
  {
    name: 'a civil status of §3 the barangay form does not list',
    payload: { ...VALID_POLICE_CLEARANCE, civil_status: 'SINGLE PARENT' },
  },
  {
    name: 'not certified true',
    payload: { ...VALID_POLICE_CLEARANCE, certified: false },
    errors: { certified: 'I certify' },
  },
];
