import { btaxManualBillingCreated } from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';
import type { BtaxManualQuery } from './search-btax-manual-billing';

/** Screen 4's Pay: creates the billing from the manual assessment. */
export const createBtaxManualBilling = (
  body: BtaxManualQuery & { valid_id_to_present: string; application_status_id: number },
) => http.post('/api/v1/taxpayers/btax_billing_manual_imports', { body, schema: btaxManualBillingCreated });
