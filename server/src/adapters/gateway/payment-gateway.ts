/** What a checkout can be at a gateway; only `pending` is live. */
export type CheckoutStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

/** What a gateway says of a checkout: its status and, once paid, the money it took. */
export interface CheckoutState {
  status: CheckoutStatus;
  /** Centavos taken; null when the gateway did not say (never taken as a match). */
  amount: number | null;
  /** ISO 4217 code of the money taken (PHP), null when the gateway did not say. */
  currency: string | null;
}

export interface CheckoutRequest {
  /** The portal's checkout id (also the sandbox page's address). */
  checkoutId: string;
  /** The transaction's reference number, shown to the payer. */
  reference: string;
  /** Centavos to collect (bill plus convenience fee). */
  amount: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  /** Where the browser goes to pay. */
  url: string;
  /** The gateway's own id of the checkout, for status queries. */
  gatewayReference: string;
}

/** A verified gateway notification, reduced to what settlement needs. */
export interface GatewayEvent {
  /** The gateway's event id: deliveries of one event share it (deduplication key). */
  id: string;
  type: string;
  /** The checkout's gateway reference, when the event concerns one. */
  gatewayReference: string | null;
  /** The portal's checkout id, when the gateway echoes it back instead (metadata). */
  checkoutId?: string | null;
  /** The checkout status the event reports; null for events settlement ignores. */
  status: CheckoutStatus | null;
  /** Centavos the event says were taken (paid events); null when it does not say. */
  amount: number | null;
  currency: string | null;
  payload: unknown;
  /**
   * The official receipt to record instead of the next in the portal's series: only an office
   * payment has one (a cashier's own receipt); a gateway's event never does.
   */
  receiptNumber?: string;
}

export interface RefundRequest {
  /** The checkout's gateway reference (the payment to return money from). */
  gatewayReference: string;
  /** Centavos to return. */
  amount: number;
  reason: 'duplicate' | 'amount_mismatch' | 'cancelled' | 'unservable';
  /** Shown in the gateway's dashboard next to the refund. */
  note: string;
}

/** A refund as the gateway answers: done at once, under way, or refused. */
export interface RefundResult {
  refundId: string;
  status: 'processing' | 'refunded' | 'failed';
}

/** One payment in a gateway's settlement report: what it took, kept as its fee, and paid out (centavos). */
export interface SettledPayment {
  /** The gateway's own id of the payment. */
  paymentId: string;
  /** The portal's checkout the payment names (its metadata, or the sandbox's own id), or null. */
  checkoutId: string | null;
  /** The transaction reference the payment carries, or null. */
  reference: string | null;
  amount: number;
  /** The gateway's fee, kept from what it pays out. */
  fee: number;
  /** What the gateway pays out for it: amount less fee. */
  net: number;
  /** Returned to the payer so far. */
  refunded: number;
  paidAt: Date;
}

/** What a gateway reports it was paid between two instants (a Manila day, with a margin). */
export interface SettlementReport {
  gateway: string;
  from: Date;
  to: Date;
  payments: SettledPayment[];
}

/** Thrown by verifyWebhook: bad or missing signature, stale timestamp, unreadable body. */
export class WebhookRejected extends Error {}

/** A payment gateway: checkouts, signed notifications and status queries. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'paymongo';
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Verifies the signature over the raw body and parses the event; throws WebhookRejected. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<GatewayEvent>;
  queryStatus(gatewayReference: string): Promise<CheckoutState>;
  /**
   * Closes a checkout so its page refuses payment (a cancelled bill, a retired checkout). Answers
   * the checkout's state afterwards: `expired` (or `cancelled`/`failed`) once closed, `paid` when
   * the payer finished before it closed. Closing a closed checkout changes nothing.
   */
  expireCheckout(gatewayReference: string): Promise<CheckoutState>;
  /** Returns money taken through a checkout (all or part of it). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * The payments it was paid between two instants, as its settlement report lists them (the
   * treasury reconciles the portal's receipts against it); throws when it cannot be read.
   */
  settlementReport(range: { from: Date; to: Date }): Promise<SettlementReport>;
}
