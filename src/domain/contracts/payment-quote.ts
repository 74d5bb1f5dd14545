import * as v from 'valibot';
import { money, paymentChannel, type PaymentChannel } from './payments';

/** What paying costs on one channel: the bill, the convenience fee, and the total the gateway charges. */
const quoteAttributes = v.object({
  channel: paymentChannel,
  amount: money,
  convenience_fee: money,
  total: money,
});
export type PaymentQuote = v.InferOutput<typeof quoteAttributes>;

/** `GET /api/v1/taxpayers/payment_quote?amount=&channel=`: the quote for a bill's amount. */
export const paymentQuoteDocument = v.object({
  data: v.object({ type: v.literal('payment_quotes'), id: v.string(), attributes: quoteAttributes }),
});

/**
 * Whether a transaction's bill may be paid now: `being_paid` when a checkout for it is open (in
 * another session, or another payer's billing of the same bill); `paid` when it was paid; and
 * `not_payable` when its status allows no payment (cancelled, refunded…).
 */
export const paymentState = v.picklist(['payable', 'being_paid', 'paid', 'not_payable']);
export type PaymentState = v.InferOutput<typeof paymentState>;

/** `GET /api/v1/taxpayers/transaction_histories/{id}/payment_quote?channel=`. */
export const transactionQuoteDocument = v.object({
  data: v.object({
    type: v.literal('payment_quotes'),
    id: v.string(),
    attributes: v.object({ ...quoteAttributes.entries, payment_state: paymentState }),
  }),
});
export type TransactionQuote = v.InferOutput<typeof transactionQuoteDocument>['data']['attributes'];

/** What a payer was shown before Pay, as Pay sends it: the quote's channel and its total. */
export interface ShownQuote {
  channel: PaymentChannel;
  /** Pesos, two places ('1259.50'). */
  total: string;
}

/** The query of both quote calls. */
export const paymentQuoteQuery = v.object({
  // A bill's amount: never negative, at most the largest amount §5 allows.
  amount: v.pipe(
    money,
    v.check((a) => !a.startsWith('-') && a.length <= 15, 'Amount must be between 0.00 and 999999999999.99.'),
  ),
  channel: v.optional(paymentChannel, 'popup'),
});

/**
 * `POST /api/v1/taxpayers/paymentgate/{id}` (body optional): the channel the checkout is opened
 * for, and the total the payer was shown; a checkout that would charge another total is refused.
 */
export const paymentGateRequest = v.object({
  channel: v.optional(paymentChannel, 'popup'),
  expected_total: v.optional(money),
});
