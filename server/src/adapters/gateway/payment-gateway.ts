/** What a checkout can be at a gateway; only `pending` is live. */
export type CheckoutStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

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
  payload: unknown;
}

/** Thrown by verifyWebhook: bad or missing signature, stale timestamp, unreadable body. */
export class WebhookRejected extends Error {}

/** A payment gateway: checkouts, signed notifications and status queries. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'paymongo';
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Verifies the signature over the raw body and parses the event; throws WebhookRejected. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<GatewayEvent>;
  queryStatus(gatewayReference: string): Promise<CheckoutStatus>;
}
