import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000001';

/** Who asks and where a delivery goes: Maria, in the demo city (the three copies share it). */
export const REQUESTER: ApplicationPayload = {
  first_name: 'MARIA',
  middle_name: '',
  last_name: 'SANTOS',
  mobile_number: '09171234567',
  region_code: '13',
  province_code: '1339',
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: '7 MABINI STREET',
  requirements: { valid_id: UPLOAD },
  certified: true,
};

/** Maria asks for two FRONT copies of her own birth certificate, for her passport, to pick up. */
export const VALID_BIRTH_COPY: ApplicationPayload = {
  ...REQUESTER,
  record_first_name: 'MARIA',
  record_middle_name: 'REYES',
  record_last_name: 'SANTOS',
  record_date: '1995-02-03',
  record_place: 'SANTA CRUZ, LAGUNA',
  father_name: 'JOSE SANTOS',
  mother_maiden_name: 'ANA REYES',
  registry_number: '',
  relation: 'OWNER',
  purpose: 'PASSPORT REQUIREMENT',
  copy_type: 'FRONT',
  number_of_copies: '2',
  lcr_form_1a: false,
  release_mode: 'PICK-UP',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const BIRTH_COPY_VECTORS: readonly ApplicationVector[] = [
  { name: 'the owner asking for two copies for a passport, to pick up', payload: VALID_BIRTH_COPY },
  {
    name: 'a parent asking for a FRONT AND BACK copy with LCR FORM 1-A, delivered',
    payload: {
      ...VALID_BIRTH_COPY,
      relation: 'PARENT',
      copy_type: 'FRONT AND BACK',
      number_of_copies: '1',
      lcr_form_1a: true,
      release_mode: 'DELIVERY',
    },
  },
  {
    name: 'a representative with no authorization letter',
    payload: { ...VALID_BIRTH_COPY, relation: 'REPRESENTATIVE' },
    errors: { 'requirements.authorization_letter': 'Authorization Letter' },
  },
  {
    name: 'a representative with an authorization letter',
    payload: {
      ...VALID_BIRTH_COPY,
      relation: 'REPRESENTATIVE',
      requirements: { valid_id: UPLOAD, authorization_letter: UPLOAD },
    },
  },
  {
    name: 'a copy type the registry does not make',
    payload: { ...VALID_BIRTH_COPY, copy_type: 'BOTH SIDES' },
    errors: { copy_type: 'Copy Type' },
  },
  {
    name: 'no copies, or more than ten',
    payload: { ...VALID_BIRTH_COPY, number_of_copies: '0' },
    errors: { number_of_copies: 'Number of Copies' },
  },
  {
    name: 'neither pick-up nor delivery chosen',
    payload: { ...VALID_BIRTH_COPY, release_mode: '' },
    errors: { release_mode: 'Pick-up or Delivery' },
  },
  {
    name: 'another purpose not said',
    payload: { ...VALID_BIRTH_COPY, purpose: 'OTHERS' },
    errors: { purpose_details: 'Other Purpose' },
  },
  {
    name: "no mother's maiden name and a birth date not written as a date",
    payload: { ...VALID_BIRTH_COPY, mother_maiden_name: '', record_date: '02/03/1995' },
    errors: { mother_maiden_name: "Mother's Full Maiden Name", record_date: 'Date of Birth' },
  },
  {
    name: 'a relation the birth record does not allow (a sibling brings an authorization letter)',
    payload: { ...VALID_BIRTH_COPY, relation: 'SIBLING' },
    errors: { relation: 'Relation to the Owner' },
  },
];
