import { btaxSearchBillingCreated, btaxQuarterlyPayload } from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';
import type { BtaxQuarterlyQuery } from './search-btax-quarterly-billing';

/** Screen 1's Pay: creates the quarterly or delinquent billing. */
export const createBtaxQuarterlyBilling = (
  body: BtaxQuarterlyQuery & { valid_id_to_present: string; application_status_id: number },
) =>
  http.post('/api/temp/taxpayers/business_tax/create_billing', {
    body: btaxQuarterlyPayload({ ...body }),
    schema: btaxSearchBillingCreated,
  });
