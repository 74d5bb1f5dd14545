import { transactionQuoteDocument } from '@/domain/contracts/payment-quote';
import type { PaymentChannel } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/**
 * The quote for paying one of the taxpayer's transactions on a channel, and whether it can be
 * paid now (paid already, being paid by another billing of the bill, not payable).
 */
export const getTransactionQuote = (transactionId: string, channel: PaymentChannel, signal?: AbortSignal) =>
  http
    .get(`/api/v1/taxpayers/transaction_histories/${encodeURIComponent(transactionId)}/payment_quote`, {
      query: { channel },
      schema: transactionQuoteDocument,
      silent: true,
      signal,
    })
    .then((doc) => doc.data.attributes);
