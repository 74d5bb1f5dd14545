import type { ShownQuote } from '@/domain/contracts/payment-quote';
import { paymentGateDocument } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/**
 * Opens (or returns the live) gateway checkout for a transaction, for the channel and total the
 * payer was shown: the server refuses (409) a checkout that would charge another total. The key
 * is one per Pay click: a retried request with it gets the first answer, never a second checkout.
 */
export const createCheckout = (transactionId: string, idempotencyKey: string, shown: ShownQuote) =>
  http.post(`/api/v1/taxpayers/paymentgate/${encodeURIComponent(transactionId)}`, {
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { channel: shown.channel, expected_total: shown.total },
    schema: paymentGateDocument,
  });
