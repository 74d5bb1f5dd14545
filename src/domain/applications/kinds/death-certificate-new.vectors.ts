import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';
import { REQUESTER } from './birth-certificate-new.vectors';

/** Maria asks for a FRONT copy of her father's death certificate, to settle his estate, delivered. */
export const VALID_DEATH_COPY: ApplicationPayload = {
  ...REQUESTER,
  record_first_name: 'JOSE',
  record_middle_name: 'CRUZ',
  record_last_name: 'SANTOS',
  record_date: '2024-08-15',
  record_place: 'BAYAN DEMO CITY',
  registry_number: '2024-1234',
  relation: 'CHILD',
  purpose: 'SETTLEMENT OF ESTATE',
  copy_type: 'FRONT',
  number_of_copies: '1',
  lcr_form_1a: false,
  release_mode: 'DELIVERY',
};

/** Shared by the web and the server tests (one vector file per kind). */
export const DEATH_COPY_VECTORS: readonly ApplicationVector[] = [
  { name: "a child asking for a copy of a father's death certificate, delivered", payload: VALID_DEATH_COPY },
  {
    name: 'a sister asking for three BACK copies, to pick up',
    payload: { ...VALID_DEATH_COPY, relation: 'SIBLING', copy_type: 'BACK', number_of_copies: '3' },
  },
  {
    name: 'the deceased as the one asking (no relation the death record allows)',
    payload: { ...VALID_DEATH_COPY, relation: 'OWNER' },
    errors: { relation: 'Relation to the Deceased' },
  },
  {
    name: 'no date or place of death',
    payload: { ...VALID_DEATH_COPY, record_date: '', record_place: '' },
    errors: { record_date: 'Date of Death', record_place: 'Place of Death' },
  },
  {
    name: 'eleven copies',
    payload: { ...VALID_DEATH_COPY, number_of_copies: '11' },
    errors: { number_of_copies: 'Number of Copies' },
  },
];
