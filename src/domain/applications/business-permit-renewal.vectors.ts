import type { ApplicationVector } from './business-permit-new.vectors';
import { VALID_SOLE_PROPRIETORSHIP } from './business-permit-new.vectors';
import type { ApplicationPayload } from './validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000001';
const [activity] = VALID_SOLE_PROPRIETORSHIP.activities as Record<string, unknown>[];

/** The sari-sari store of the new permit's vectors a year on: its gross sales and the renewal's papers. */
export const VALID_RENEWAL: ApplicationPayload = {
  ...VALID_SOLE_PROPRIETORSHIP,
  activities: [{ ...activity, gross_amount: '480000.00' }],
  requirements: { gross_sales_declaration: UPLOAD, barangay_clearance: UPLOAD, lease_contract: UPLOAD },
};

/** Shared by the web and the server tests (issue 18: one vector file per type). */
export const BUSINESS_PERMIT_RENEWAL_VECTORS: readonly ApplicationVector[] = [
  { name: 'a renewing sari-sari store with last year’s gross sales', payload: VALID_RENEWAL },
  {
    name: 'zero gross sales is a figure (a business that sold nothing)',
    payload: { ...VALID_RENEWAL, activities: [{ ...activity, gross_amount: '0' }] },
  },
  {
    name: 'an activity without its gross sales',
    payload: { ...VALID_RENEWAL, activities: [{ ...activity }] },
    errors: { 'activities.0.gross_amount': 'Gross Sales of the Previous Year (Activity 1)' },
  },
  {
    name: 'gross sales that are not an amount',
    payload: { ...VALID_RENEWAL, activities: [{ ...activity, gross_amount: 'lots' }] },
    errors: { 'activities.0.gross_amount': 'Gross Sales of the Previous Year' },
  },
  {
    name: 'no declaration of gross sales uploaded',
    payload: { ...VALID_RENEWAL, requirements: { barangay_clearance: UPLOAD, lease_contract: UPLOAD } },
    errors: { 'requirements.gross_sales_declaration': 'Sworn Declaration of Gross Sales' },
  },
  {
    name: 'the new permit’s rules still hold: a TIN badly formed',
    payload: { ...VALID_RENEWAL, tin_no: '123' },
    errors: { tin_no: 'Tax Identification Number (TIN)' },
  },
];
