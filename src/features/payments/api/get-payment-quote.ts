import { paymentQuoteDocument } from '@/domain/contracts/payment-quote';
import type { PaymentChannel } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/**
 * The server's quote for paying a bill of `amount` pesos on a channel: the amount, the fee and
 * the total the gateway will charge (what the screen shows before Pay). Silent: the quote's own
 * place on the screen says when it could not be read.
 */
export const getPaymentQuote = (amount: string, channel: PaymentChannel, signal?: AbortSignal) =>
  http
    .get('/api/v1/taxpayers/payment_quote', {
      query: { amount, channel },
      schema: paymentQuoteDocument,
      silent: true,
      signal,
    })
    .then((doc) => doc.data.attributes);
