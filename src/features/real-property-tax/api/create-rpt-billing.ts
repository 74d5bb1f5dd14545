import { rptBillingCreated, type RptBillingRequest } from '@/domain/contracts/property-tax';
import { http } from '@/lib/http';

/** Pay Now (§7.2): the server prices the properties again and creates the transaction. */
export const createRptBilling = (body: RptBillingRequest) =>
  http.post('/api/v1/taxpayers/real_property_taxes/billings_from_api_imports', {
    body,
    schema: rptBillingCreated,
  });
