import type { ApplicationVector } from '../business-permit-new.vectors';
import type { ApplicationPayload } from '../validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000001';

/** The owner herself asking for a clearance of her properties to register a mortgage. */
export const VALID_TAX_CLEARANCE: ApplicationPayload = {
  owner_id: 'RPT000002',
  is_owner: '1',
  first_name: 'MARIA',
  middle_name: '',
  last_name: 'SANTOS',
  purpose: 'Registration of Mortgage Contract',
  requirements: { valid_id: UPLOAD },
  certified: true,
};

/** Shared by the web and the server tests (one vector file per kind). */
export const TAX_CLEARANCE_VECTORS: readonly ApplicationVector[] = [
  { name: 'the owner asking for a clearance to register a mortgage', payload: VALID_TAX_CLEARANCE },
  {
    name: 'someone else asking, with the owner’s authorization, for another purpose said in full',
    payload: {
      ...VALID_TAX_CLEARANCE,
      is_owner: '0',
      purpose: 'Others',
      purpose_details: 'SALE OF THE LOT',
      requirements: { valid_id: UPLOAD, authorization_letter: UPLOAD },
    },
  },
  {
    name: 'someone else asking without the owner’s authorization',
    payload: { ...VALID_TAX_CLEARANCE, is_owner: '0' },
    errors: { 'requirements.authorization_letter': 'Authorization Letter' },
  },
  {
    name: 'an owner ID that does not fit its mask',
    payload: { ...VALID_TAX_CLEARANCE, owner_id: 'RPT-2' },
    errors: { owner_id: 'Owner ID' },
  },
  {
    name: 'no owner ID, and a purpose not on the list',
    payload: { ...VALID_TAX_CLEARANCE, owner_id: '', purpose: 'GAMBLING' },
    errors: { owner_id: 'Owner ID', purpose: 'Purpose' },
  },
  {
    name: 'another purpose not said',
    payload: { ...VALID_TAX_CLEARANCE, purpose: 'Others' },
    errors: { purpose_details: 'Other Purpose' },
  },
  {
    name: 'no valid ID uploaded',
    payload: { ...VALID_TAX_CLEARANCE, requirements: {} },
    errors: { 'requirements.valid_id': 'Valid ID' },
  },
];
