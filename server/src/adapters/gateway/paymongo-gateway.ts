import type {
  CheckoutState,
  CheckoutStatus,
  GatewayEvent,
  PaymentGateway,
  RefundResult,
} from './payment-gateway';
import { WebhookRejected } from './payment-gateway';
import { paymongoSettlement } from './paymongo-settlement';
import { checkSignature, parseJsonObject, parseSignatureHeader } from './webhook-signature';

export const PAYMONGO_API = 'https://api.paymongo.com/v1';
export const PAYMONGO_SIGNATURE_HEADER = 'Paymongo-Signature';

// Channels offered on PayMongo's hosted checkout (wallets first: most residents pay with GCash).
const PAYMENT_METHODS = ['gcash', 'paymaya', 'grab_pay', 'card', 'qrph', 'dob', 'brankas_bdo'];

export interface PaymongoDeps {
  secretKey: string;
  webhookSecret: string;
  now: () => Date;
  fetchImpl?: typeof fetch;
  apiBase?: string;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

/** The status a checkout session resource reports: any paid payment wins, then expiry. */
export function checkoutSessionStatus(session: Json): CheckoutStatus {
  const attributes = obj(session.attributes);
  const payments = Array.isArray(attributes.payments) ? attributes.payments : [];
  const statuses = payments.map((p) => obj(obj(p).attributes).status);
  if (statuses.includes('paid')) return 'paid';
  if (obj(obj(attributes.payment_intent).attributes).status === 'succeeded') return 'paid';
  if (attributes.status === 'expired') return 'expired';
  return 'pending';
}

const PAID_NOTHING = { amount: null, currency: null } as const;

/** The money a checkout session's paid payments took (centavos), or the intent's when none is listed. */
function paidMoney(session: Json): Pick<CheckoutState, 'amount' | 'currency'> {
  const attributes = obj(session.attributes);
  const payments = (Array.isArray(attributes.payments) ? attributes.payments : [])
    .map((p) => obj(obj(p).attributes))
    .filter((p) => p.status === 'paid');
  const source = payments.length > 0 ? payments : [obj(obj(attributes.payment_intent).attributes)];
  const amounts = source.map((p) => p.amount);
  const currencies = new Set(source.map((p) => p.currency));
  const [currency] = currencies;
  if (
    !amounts.every((a) => Number.isSafeInteger(a)) ||
    currencies.size !== 1 ||
    typeof currency !== 'string'
  ) {
    return PAID_NOTHING;
  }
  return { amount: (amounts as number[]).reduce((sum, a) => sum + a, 0), currency };
}

/** A checkout session's status and, once paid, the money taken. */
export function checkoutSessionState(session: Json): CheckoutState {
  const status = checkoutSessionStatus(session);
  return { status, ...(status === 'paid' ? paidMoney(session) : PAID_NOTHING) };
}

/** Reads an event: which checkout session it concerns and what it says about it. */
function eventOf(body: Json): GatewayEvent {
  const data = obj(body.data);
  const attributes = obj(data.attributes);
  const resource = obj(attributes.data);
  const type = typeof attributes.type === 'string' ? attributes.type : '';
  if (typeof data.id !== 'string' || !type) throw new WebhookRejected('not a PayMongo event');
  const metadata = obj(obj(resource.attributes).metadata);
  let gatewayReference: string | null = null;
  let checkoutId: string | null = null;
  let status: CheckoutStatus | null = null;
  let money: Pick<CheckoutState, 'amount' | 'currency'> = PAID_NOTHING;
  if (type.startsWith('checkout_session.')) {
    gatewayReference = typeof resource.id === 'string' ? resource.id : null;
    status = type === 'checkout_session.payment.paid' ? 'paid' : checkoutSessionStatus(resource);
    if (status === 'paid') money = paidMoney(resource);
  } else if (type === 'payment.paid' || type === 'payment.failed') {
    // A payment names our checkout only through the metadata set on the checkout session.
    checkoutId = typeof metadata.checkout_id === 'string' ? metadata.checkout_id : null;
    status = type === 'payment.paid' ? 'paid' : 'failed';
    const paid = obj(resource.attributes);
    if (status === 'paid' && Number.isSafeInteger(paid.amount) && typeof paid.currency === 'string') {
      money = { amount: paid.amount as number, currency: paid.currency };
    }
  }
  const known = gatewayReference ?? checkoutId;
  return {
    id: data.id,
    type,
    gatewayReference,
    checkoutId,
    status: known ? status : null,
    ...money,
    payload: body,
  };
}

/** PayMongo checkout sessions (Basic auth with the secret key) and `Paymongo-Signature` webhooks. */
export function createPaymongoGateway({
  secretKey,
  webhookSecret,
  now,
  fetchImpl = fetch,
  apiBase = PAYMONGO_API,
}: PaymongoDeps): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  /** The whole answer: a list's `data` array with `has_more`. */
  async function fetchJson(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
    const res = await fetchImpl(`${apiBase}${path}`, {
      method,
      headers: {
        Authorization: authorization,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = obj(await res.json().catch(() => ({})));
    if (!res.ok) {
      const detail = obj((json.errors as unknown[] | undefined)?.[0]).detail;
      throw new Error(`PayMongo ${method} ${path} answered ${res.status}: ${String(detail ?? '')}`);
    }
    return json;
  }

  /** One resource's answer: its `data`. */
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
    obj((await fetchJson(method, path, body)).data);

  const gateway: PaymentGateway = {
    name: 'paymongo',

    async createCheckout({ checkoutId, reference, amount, description, successUrl, cancelUrl }) {
      const session = await call('POST', '/checkout_sessions', {
        data: {
          attributes: {
            line_items: [{ name: description.slice(0, 255), amount, currency: 'PHP', quantity: 1 }],
            payment_method_types: PAYMENT_METHODS,
            description: description.slice(0, 255),
            reference_number: reference,
            success_url: successUrl,
            cancel_url: cancelUrl,
            send_email_receipt: false,
            show_description: true,
            show_line_items: true,
            metadata: { checkout_id: checkoutId, reference_number: reference },
          },
        },
      });
      const url = obj(session.attributes).checkout_url;
      if (typeof session.id !== 'string' || typeof url !== 'string') {
        throw new Error('PayMongo returned a checkout session without id or checkout_url');
      }
      return { url, gatewayReference: session.id };
    },

    async verifyWebhook(rawBody, headers) {
      const parts = parseSignatureHeader(headers.get(PAYMONGO_SIGNATURE_HEADER));
      const body = parseJsonObject(rawBody);
      // Live events are signed in `li`, test-mode events in `te` (same HMAC of `t.rawBody`).
      const live = obj(obj(body.data).attributes).livemode === true;
      // A test-mode event must never settle a bill on a live account (nor the reverse).
      if (live !== secretKey.startsWith('sk_live_'))
        throw new WebhookRejected('livemode does not match the key');
      const signature = live ? parts.li : parts.te;
      checkSignature({ secret: webhookSecret, timestamp: parts.t, signature, rawBody, now: now() });
      return eventOf(body);
    },

    async queryStatus(gatewayReference) {
      if (!/^[\w-]{1,100}$/.test(gatewayReference)) throw new Error('bad checkout session id');
      return checkoutSessionState(await call('GET', `/checkout_sessions/${gatewayReference}`));
    },

    async expireCheckout(gatewayReference) {
      if (!/^[\w-]{1,100}$/.test(gatewayReference)) throw new Error('bad checkout session id');
      const path = `/checkout_sessions/${gatewayReference}`;
      try {
        // PayMongo's expire call: the hosted page then refuses payment.
        return checkoutSessionState(await call('POST', `${path}/expire`));
      } catch (err) {
        // Refused for a session already paid or expired: its state says which. Anything else
        // (the network, a 5xx) is thrown, and closing is tried again later.
        const state = await gateway.queryStatus(gatewayReference);
        if (state.status === 'pending') throw err;
        return state;
      }
    },

    async refund({ gatewayReference, amount, reason, note }): Promise<RefundResult> {
      // A refund names a payment, not a session: the session's paid payment is looked up first.
      if (!/^[\w-]{1,100}$/.test(gatewayReference)) throw new Error('bad checkout session id');
      const session = await call('GET', `/checkout_sessions/${gatewayReference}`);
      const payments = obj(session.attributes).payments;
      const paid = (Array.isArray(payments) ? payments : [])
        .map(obj)
        .find((p) => obj(p.attributes).status === 'paid');
      if (typeof paid?.id !== 'string')
        throw new Error(`PayMongo session ${gatewayReference} has no paid payment`);
      const refund = await call('POST', '/refunds', {
        data: {
          attributes: {
            amount,
            payment_id: paid.id,
            // PayMongo's reasons: duplicate, fraudulent, requested_by_customer, others.
            reason:
              reason === 'duplicate'
                ? 'duplicate'
                : reason === 'cancelled' || reason === 'unservable'
                  ? 'requested_by_customer'
                  : 'others',
            notes: note.slice(0, 255),
          },
        },
      });
      const status = obj(refund.attributes).status;
      if (typeof refund.id !== 'string') throw new Error('PayMongo returned a refund without id');
      return {
        refundId: refund.id,
        status: status === 'succeeded' ? 'refunded' : status === 'failed' ? 'failed' : 'processing',
      };
    },

    settlementReport: (range) => paymongoSettlement((path) => fetchJson('GET', path), range),
  };
  return gateway;
}
