import { btaxApiBillingCreated } from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';
import type { BtaxApiQuery } from './search-btax-billing';

/** Screen 2's Pay: creates the billing and its WAITING FOR PAYMENT transaction. */
export const createBtaxBilling = (
  body: BtaxApiQuery & { valid_id_to_present: string; application_status_id: number },
) =>
  http.post('/api/v1/taxpayers/business_taxes/billings_from_api_imports', {
    body,
    schema: btaxApiBillingCreated,
  });
