import type { ApplicationVector } from './business-permit-new.vectors';
import type { ApplicationPayload } from './validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000004';

export const VALID_RETIREMENT: ApplicationPayload = {
  retirement_date: '06/30/2026',
  retirement_reason: 'Owner retiring',
  gross_amount: '120000.00',
  requirements: { affidavit_of_closure: UPLOAD, barangay_closure_certificate: UPLOAD },
  terms_and_conditions_accepted: true,
};

/** Shared by the web and the server tests (issue 18: one vector file per type). */
export const BUSINESS_PERMIT_RETIREMENT_VECTORS: readonly ApplicationVector[] = [
  { name: 'closed on 30 June with its affidavit and barangay certificate', payload: VALID_RETIREMENT },
  {
    name: 'a date that is not MM/DD/YYYY',
    payload: { ...VALID_RETIREMENT, retirement_date: '2026-06-30' },
    errors: { retirement_date: 'Date of Closure' },
  },
  {
    name: 'no reason, no affidavit',
    payload: {
      ...VALID_RETIREMENT,
      retirement_reason: '',
      requirements: { barangay_closure_certificate: UPLOAD },
    },
    errors: {
      retirement_reason: 'Reason for Closing',
      'requirements.affidavit_of_closure': 'Affidavit of Closure',
    },
  },
];
