import { billingImport } from '@/domain/contracts/module-systems';
import { http } from '@/lib/http';

/** Where this LGU's business tax bills come from: CSV, MANUAL or API (§7.4). */
export const getBillingSource = (signal?: AbortSignal) =>
  http
    .get('/api/v1/taxpayers/billing_import', { schema: billingImport, signal })
    .then((doc) => doc.data.attributes.billing_source);
