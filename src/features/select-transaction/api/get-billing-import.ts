import { billingImport } from '@/domain/contracts/module-systems';
import { http } from '@/lib/http';

/** Where this LGU's bills come from (CSV, MANUAL or API). */
export const getBillingImport = () => http.get('/api/v1/taxpayers/billing_import', { schema: billingImport });
