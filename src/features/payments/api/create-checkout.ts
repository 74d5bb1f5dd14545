import { paymentGateDocument } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/**
 * Opens (or returns the live) gateway checkout for a transaction. The key is one per Pay click:
 * a retried request with it gets the first answer, never a second checkout.
 */
export const createCheckout = (transactionId: string, idempotencyKey: string) =>
  http.post(`/api/v1/taxpayers/paymentgate/${encodeURIComponent(transactionId)}`, {
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: paymentGateDocument,
  });
