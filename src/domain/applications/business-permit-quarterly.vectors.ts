import type { ApplicationVector } from './business-permit-new.vectors';

/** Shared by the web and the server tests (issue 18: one vector file per type). */
export const BUSINESS_PERMIT_QUARTERLY_VECTORS: readonly ApplicationVector[] = [
  { name: 'up to the 2nd quarter', payload: { quarter: '2', terms_and_conditions_accepted: true } },
  {
    name: 'the whole year (4th quarter), sent as a number',
    payload: { quarter: 4, terms_and_conditions_accepted: true },
  },
  {
    name: 'a 5th quarter',
    payload: { quarter: '5', terms_and_conditions_accepted: true },
    errors: { quarter: 'from the list' },
  },
  {
    name: 'no quarter, terms not accepted',
    payload: { terms_and_conditions_accepted: false },
    errors: { quarter: 'Pay Up To', terms_and_conditions_accepted: '' },
  },
];
