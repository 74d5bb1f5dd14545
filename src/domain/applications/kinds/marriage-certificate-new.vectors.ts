import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { REQUESTER } from './birth-certificate-new.vectors';

/** Maria asks for a FRONT AND BACK copy of her marriage certificate with LCR FORM 1-A, for a visa. */
export const VALID_MARRIAGE_COPY: ApplicationPayload = {
  ...REQUESTER,
  husband_first_name: 'PEDRO',
  husband_last_name: 'CRUZ',
  wife_first_name: 'MARIA',
  wife_maiden_last_name: 'SANTOS',
  record_date: '2020-12-12',
  record_place: 'BAYAN DEMO CITY',
  registry_number: '',
  relation: 'OWNER',
  purpose: 'VISA PURPOSE',
  copy_type: 'FRONT AND BACK',
  number_of_copies: '1',
  lcr_form_1a: true,
  release_mode: 'PICK-UP',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const MARRIAGE_COPY_VECTORS: readonly ApplicationVector[] = [
  { name: 'one of the spouses, FRONT AND BACK with LCR FORM 1-A, for a visa', payload: VALID_MARRIAGE_COPY },
  {
    name: 'a child asking for a FRONT copy without the form, delivered',
    payload: {
      ...VALID_MARRIAGE_COPY,
      relation: 'CHILD',
      copy_type: 'FRONT',
      lcr_form_1a: false,
      release_mode: 'DELIVERY',
    },
  },
  {
    name: "no wife's maiden name",
    payload: { ...VALID_MARRIAGE_COPY, wife_maiden_last_name: '' },
    errors: { wife_maiden_last_name: "Wife's Maiden Last Name" },
  },
  {
    name: 'a guardian (no relation the marriage record allows)',
    payload: { ...VALID_MARRIAGE_COPY, relation: 'GUARDIAN' },
    errors: { relation: 'Relation to the Spouses' },
  },
  {
    name: 'a mobile number not written 09XXXXXXXXX',
    payload: { ...VALID_MARRIAGE_COPY, mobile_number: '12345' },
    errors: { mobile_number: 'Mobile Number' },
  },
];
