import type { ApplicationVector } from './business-permit-new.vectors';
import type { ApplicationPayload } from './validate-application';

const UPLOAD = '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000003';

export const VALID_DELINQUENT: ApplicationPayload = {
  year: '2024',
  gross_amount: '350000.00',
  requirements: { gross_sales_declaration: UPLOAD },
  terms_and_conditions_accepted: true,
};

/** Shared by the web and the server tests (issue 18: one vector file per type). */
export const BUSINESS_PERMIT_DELINQUENT_VECTORS: readonly ApplicationVector[] = [
  { name: '2024 with its gross sales', payload: VALID_DELINQUENT },
  {
    name: 'a year that is not a year',
    payload: { ...VALID_DELINQUENT, year: '24.5' },
    errors: { year: 'Year Not Renewed' },
  },
  {
    name: 'no gross sales and no declaration',
    payload: { ...VALID_DELINQUENT, gross_amount: '', requirements: {} },
    errors: { gross_amount: 'Gross Sales of That Year', 'requirements.gross_sales_declaration': 'Sworn' },
  },
];
