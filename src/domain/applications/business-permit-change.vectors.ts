import { VALID_SOLE_PROPRIETORSHIP, type ApplicationVector } from './business-permit-new.vectors';
import type { ApplicationPayload } from './validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000002';

/** The sari-sari store renamed. */
export const VALID_CHANGE: ApplicationPayload = {
  ...VALID_SOLE_PROPRIETORSHIP,
  change_type: 'CHANGE OF BUSINESS NAME',
  change_reason: 'New owner of the brand',
  business_name: "NENA'S MINI MART",
  requirements: {
    dti_certificate: UPLOAD,
    barangay_clearance: UPLOAD,
    lease_contract: UPLOAD,
    current_permit: UPLOAD,
  },
};

/** Shared by the web and the server tests (issue 18: one vector file per type). */
export const BUSINESS_PERMIT_CHANGE_VECTORS: readonly ApplicationVector[] = [
  { name: 'a change of business name with its reason and current permit', payload: VALID_CHANGE },
  {
    name: 'no kind of change and no reason',
    payload: { ...VALID_CHANGE, change_type: '', change_reason: '' },
    errors: { change_type: 'Kind of Change', change_reason: 'Reason for the Change' },
  },
  {
    name: 'a kind of change not on the list',
    payload: { ...VALID_CHANGE, change_type: 'CHANGE OF HEART' },
    errors: { change_type: 'from the list' },
  },
  {
    name: 'the current permit not uploaded',
    payload: {
      ...VALID_CHANGE,
      requirements: { ...(VALID_CHANGE.requirements as object), current_permit: '' },
    },
    errors: { 'requirements.current_permit': 'Current Business Permit' },
  },
];
