import { applicationBillingDocument, applicationBillingPath } from '@/domain/fees/billing-contracts';
import { http } from '@/lib/http';

/** An application's SOA and permit, for its transaction page (404 for any other transaction). */
export const getApplicationBilling = (transactionId: string, signal?: AbortSignal) =>
  http.get(applicationBillingPath(transactionId), {
    schema: applicationBillingDocument,
    signal,
    silent: true,
  });
