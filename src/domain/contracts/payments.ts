import * as v from 'valibot';
import { oneOf, resourceOf } from './json-api';

/** Amounts on the wire: decimal strings with two places ("1234.50"). */
export const money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/, 'Amount must have two decimal places.'));

/** Which gateway the portal pays through. */
export const gatewayName = v.picklist(['sandbox', 'paymongo']);
export type GatewayName = v.InferOutput<typeof gatewayName>;

/**
 * How the payer reaches the gateway (§4): a popup on a large screen, the /pgi page on a small one
 * (or when the popup is blocked), or the GCash wallet's cashier inside its mini-program (§6).
 */
export const paymentChannel = v.picklist(['popup', 'pgi', 'wallet'], 'Channel must be popup, pgi or wallet.');
export type PaymentChannel = v.InferOutput<typeof paymentChannel>;

const linkTo = (type: string) => v.object({ data: v.object({ type: v.literal(type), id: v.string() }) });

/** `POST /api/v1/taxpayers/paymentgate/{id}`: where to send the browser to pay. */
export const paymentGateDocument = v.object({
  data: v.object({
    type: v.literal('payment_gateways'),
    id: v.string(),
    attributes: v.object({
      url: v.string(),
      reference_number: v.string(),
      amount: money,
      convenience_fee: money,
      total: money,
      gateway: gatewayName,
      // The channel the checkout was opened for (payment-quote.ts); absent from answers stored
      // for an Idempotency-Key before it was added.
      channel: v.optional(paymentChannel),
    }),
    relationships: v.object({ transaction_history: linkTo('transaction_histories') }),
  }),
  // Present only for users signed in through GCash (`is_gcash_login`).
  included: v.optional(v.object({ gcashMiniProgramLogs: v.array(v.object({ redirectionUrl: v.string() })) })),
});
export type PaymentGate = v.InferOutput<typeof paymentGateDocument>;

/**
 * `GET /api/v1/taxpayers/payment_settings` (public): the fee shown before paying, and where the
 * gateway's hosted checkout pages start (the only pages /pgi frames).
 */
export const paymentSettingsDocument = v.object({
  data: v.object({
    type: v.optional(v.string()),
    id: v.optional(v.string()),
    attributes: v.object({ convenience_fee: money, gateway: gatewayName, checkout_url_prefix: v.string() }),
  }),
});
export type PaymentSettings = v.InferOutput<typeof paymentSettingsDocument>['data']['attributes'];

/** The colour a status badge takes (from the status table). */
const statusState = v.picklist(['success', 'warning', 'danger', 'info', 'neutral']);

/** A payment held for refund (§3 FOR REFUND APPROVAL): why, how much, and how far its refund is. */
const heldPayment = v.object({
  // `cancelled`: paid through a checkout of a transaction the payer had cancelled; `unservable`:
  // asked back by the payer once the office rejected the paid application (gcash_refund).
  reason: v.picklist(['duplicate', 'amount_mismatch', 'cancelled', 'unservable']),
  /** Pesos the gateway reported taken; null when it did not say. */
  amount: v.nullable(money),
  status: v.picklist(['for_approval', 'processing', 'refunded', 'failed', 'rejected']),
  created_at: v.string(),
  completed_at: v.nullable(v.string()),
  /** Why the treasury did not refund it (rejected); null otherwise. */
  note: v.optional(v.nullable(v.string()), null),
});
export type HeldPayment = v.InferOutput<typeof heldPayment>;

/** One transaction history entry (§7.3). */
const transactionHistoryAttributes = v.object({
  reference_number: v.string(),
  module_type: v.string(),
  transaction_type: v.string(),
  description: v.string(),
  /** The description in Filipino, where the transaction has one (older ones do not). */
  description_fil: v.optional(v.nullable(v.string()), null),
  amount: money,
  convenience_fee: money,
  total: money,
  status: v.string(),
  status_state: statusState,
  status_description: v.string(),
  official_receipt_number: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  created_at: v.string(),
  can_cancel: v.boolean(),
  /** The status table allows opening a checkout (paymentgate). */
  can_pay: v.boolean(),
  /** The status table allows attaching a proof of payment (payment_receipt). */
  can_attach_proof: v.boolean(),
  /** Paid online, then rejected by the office: the payer may ask for the money back (gcash_refund). */
  can_request_refund: v.optional(v.boolean(), false),
  receipt_url: v.nullable(v.string()),
  proof_of_payment_url: v.nullable(v.string()),
  /** Payments of this transaction that settled nothing and go back to the payer. */
  refunds: v.optional(v.array(heldPayment), []),
  /** An application's transaction (any kind): the page shows its SOA, document and return reason. */
  is_application: v.optional(v.boolean(), false),
});
export type TransactionHistory = v.InferOutput<typeof transactionHistoryAttributes>;

const transactionHistoryItem = resourceOf('transaction_histories', transactionHistoryAttributes);
export type TransactionHistoryItem = v.InferOutput<typeof transactionHistoryItem>;

/** `meta.pagination` of a list. */
export const pagination = v.object({
  total: v.number(),
  count: v.number(),
  per_page: v.number(),
  current_page: v.number(),
  total_pages: v.number(),
});
export type Pagination = v.InferOutput<typeof pagination>;

/** `GET /api/v1/taxpayers/transaction_histories?page=&per_page=` (per_page ≤ 50). */
export const transactionHistoryList = v.object({
  data: v.array(transactionHistoryItem),
  meta: v.object({ pagination }),
});

/** `GET …/transaction_histories/{id}`, and the answer of cancel, reconcile and payment_receipt. */
export const transactionHistoryDetail = v.object({
  ...oneOf(transactionHistoryItem).entries,
  message: v.optional(v.string()),
});

/** `POST /api/v1/taxpayers/gcash_refund`: which of the payer's transactions to refund. */
export const refundRequestRules = { transaction_history_id: 'required|integer' } as const;

/** The list query the server accepts. */
export const transactionHistoryQuery = v.object({
  // Safe integers only: 2^63 passes v.integer() as a float, and its offset fails PostgreSQL's bigint.
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.safeInteger(), v.minValue(1)), 1),
  per_page: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.safeInteger(), v.minValue(1), v.maxValue(50)),
    10,
  ),
});
