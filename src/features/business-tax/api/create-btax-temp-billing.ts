import { btaxSearchBillingCreated, btaxTempPayload } from '@/domain/contracts/billing';
import { http } from '@/lib/http';
import type { BtaxTempQuery } from './search-btax-temp-billing';

/** Screen 1's Pay: creates the quarterly or delinquent billing. */
export const createBtaxTempBilling = (
  body: BtaxTempQuery & { valid_id_to_present: string; application_status_id: number },
) =>
  http.post('/api/temp/taxpayers/business_tax/create_billing', {
    body: btaxTempPayload({ ...body }),
    schema: btaxSearchBillingCreated,
  });
