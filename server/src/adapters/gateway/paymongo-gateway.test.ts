import { describe, expect, it } from 'vitest';
import { WebhookRejected } from './payment-gateway';
import { createPaymongoGateway } from './paymongo-gateway';
import {
  checkoutPaidEvent,
  createdSession,
  expiredSession,
  paidSession,
  paymentFailedEvent,
  SESSION_ID,
} from './testdata/paymongo-payloads';
import { signPayload } from './webhook-signature';

const WEBHOOK_SECRET = 'whsk_Recorded1234';
const NOW = new Date('2026-03-05T02:30:00Z');
const T = Math.floor(NOW.getTime() / 1000);

function gateway(responses: unknown[] = [], secretKey = 'sk_test_Recorded') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const body = responses.shift() ?? {};
    const status = (body as { status?: number }).status ?? 200;
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return {
    calls,
    pm: createPaymongoGateway({ secretKey, webhookSecret: WEBHOOK_SECRET, now: () => NOW, fetchImpl }),
  };
}

const headers = (value: string) => new Headers({ 'Paymongo-Signature': value });
const signed = (body: string, { t = T, secret = WEBHOOK_SECRET, key = 'te' } = {}) =>
  headers(
    `t=${t},${key === 'te' ? `te=${signPayload(secret, t, body)},li=` : `te=,li=${signPayload(secret, t, body)}`}`,
  );

describe('PayMongo checkout sessions', () => {
  it('creates a session with the amount in centavos, the return URLs and our reference', async () => {
    const { pm, calls } = gateway([createdSession]);
    const created = await pm.createCheckout({
      checkoutId: 'chk_1',
      reference: 'BYN-260305-ABCDEFGH',
      amount: 125_950,
      description: 'Business tax 2026 Q1',
      successUrl: 'https://portal.example.ph/payment-return?transaction_id=7',
      cancelUrl: 'https://portal.example.ph/payment-return?transaction_id=7',
    });
    expect(created).toEqual({
      url: createdSession.data.attributes.checkout_url,
      gatewayReference: SESSION_ID,
    });
    expect(calls[0]?.url).toBe('https://api.paymongo.com/v1/checkout_sessions');
    const init = calls[0]?.init;
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa('sk_test_Recorded:')}`,
    );
    const sent = JSON.parse(String(init?.body)) as { data: { attributes: Record<string, unknown> } };
    expect(sent.data.attributes).toMatchObject({
      line_items: [{ amount: 125_950, currency: 'PHP', quantity: 1, name: 'Business tax 2026 Q1' }],
      reference_number: 'BYN-260305-ABCDEFGH',
      success_url: 'https://portal.example.ph/payment-return?transaction_id=7',
      metadata: { checkout_id: 'chk_1' },
    });
  });

  it('fails loudly when PayMongo refuses', async () => {
    const { pm } = gateway([{ status: 400, errors: [{ detail: 'amount is invalid' }] }]);
    await expect(
      pm.createCheckout({
        checkoutId: 'c',
        reference: 'r',
        amount: 1,
        description: 'd',
        successUrl: 'u',
        cancelUrl: 'u',
      }),
    ).rejects.toThrow(/400: amount is invalid/);
  });

  it('reads paid (with the money taken), expired and pending from the session', async () => {
    const { pm, calls } = gateway([paidSession, expiredSession, createdSession]);
    expect(await pm.queryStatus(SESSION_ID)).toEqual({ status: 'paid', amount: 125_950, currency: 'PHP' });
    expect(await pm.queryStatus(SESSION_ID)).toEqual({ status: 'expired', amount: null, currency: null });
    expect(await pm.queryStatus(SESSION_ID)).toEqual({ status: 'pending', amount: null, currency: null });
    expect(calls[0]?.url).toBe(`https://api.paymongo.com/v1/checkout_sessions/${SESSION_ID}`);
  });
});

describe('PayMongo closing a checkout (issue 25: a cancelled bill)', () => {
  it('expires the session with its expire call', async () => {
    const { pm, calls } = gateway([expiredSession]);
    expect(await pm.expireCheckout(SESSION_ID)).toEqual({ status: 'expired', amount: null, currency: null });
    expect(calls[0]?.url).toBe(`https://api.paymongo.com/v1/checkout_sessions/${SESSION_ID}/expire`);
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('answers paid, with the money, when the payer finished before it could be closed', async () => {
    const { pm } = gateway([{ status: 400, errors: [{ detail: 'session is already paid' }] }, paidSession]);
    expect(await pm.expireCheckout(SESSION_ID)).toEqual({ status: 'paid', amount: 125_950, currency: 'PHP' });
  });

  it('fails when PayMongo refused and the session is still open (tried again later)', async () => {
    const { pm } = gateway([{ status: 500, errors: [{ detail: 'unavailable' }] }, createdSession]);
    await expect(pm.expireCheckout(SESSION_ID)).rejects.toThrow(/500: unavailable/);
  });

  it('asks nothing for a reference that is not a session id', async () => {
    const { pm, calls } = gateway();
    await expect(pm.expireCheckout('../refunds')).rejects.toThrow(/bad checkout session id/);
    expect(calls).toHaveLength(0);
  });
});

describe('PayMongo refunds', () => {
  it("refunds the session's paid payment and reads the refund's status", async () => {
    const refund = {
      data: { id: 'ref_9Qa', type: 'refund', attributes: { amount: 125_950, status: 'pending' } },
    };
    const { pm, calls } = gateway([paidSession, refund]);
    const result = await pm.refund({
      gatewayReference: SESSION_ID,
      amount: 125_950,
      reason: 'duplicate',
      note: 'n',
    });
    expect(result).toEqual({ refundId: 'ref_9Qa', status: 'processing' });
    expect(calls[1]?.url).toBe('https://api.paymongo.com/v1/refunds');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      data: { attributes: { amount: 125_950, payment_id: 'pay_Hn8sLw2', reason: 'duplicate', notes: 'n' } },
    });
  });

  it('refuses to refund a session with no paid payment', async () => {
    const { pm, calls } = gateway([createdSession]);
    await expect(
      pm.refund({ gatewayReference: SESSION_ID, amount: 1, reason: 'amount_mismatch', note: 'n' }),
    ).rejects.toThrow(/no paid payment/);
    expect(calls).toHaveLength(1);
  });
});

describe('Paymongo-Signature verification', () => {
  const body = JSON.stringify(checkoutPaidEvent());

  it('accepts a test-mode event signed in te', async () => {
    const event = await gateway().pm.verifyWebhook(body, signed(body));
    expect(event).toMatchObject({ id: 'evt_9aJ2qYc5Nn1', status: 'paid', gatewayReference: SESSION_ID });
  });

  it('accepts a live event signed in li with a live key', async () => {
    const live = JSON.stringify(checkoutPaidEvent(true));
    const event = await gateway([], 'sk_live_Recorded').pm.verifyWebhook(live, signed(live, { key: 'li' }));
    expect(event.status).toBe('paid');
  });

  it('refuses a test-mode event on a live account', async () => {
    await expect(gateway([], 'sk_live_Recorded').pm.verifyWebhook(body, signed(body))).rejects.toThrow(
      WebhookRejected,
    );
  });

  it.each([
    ['the wrong secret', () => signed(body, { secret: 'whsk_SomeoneElse' }), body],
    ['a timestamp 301 s old', () => signed(body, { t: T - 301 }), body],
    ['a signature in li for a test event', () => signed(body, { key: 'li' }), body],
    ['a tampered body', () => signed(body), body.replace('125950', '1')],
    ['no header', () => new Headers(), body],
  ])('refuses %s', async (_, makeHeaders, sent) => {
    await expect(gateway().pm.verifyWebhook(sent, makeHeaders())).rejects.toThrow(WebhookRejected);
  });

  it('accepts a timestamp within 5 minutes', async () => {
    await expect(gateway().pm.verifyWebhook(body, signed(body, { t: T - 299 }))).resolves.toBeDefined();
  });

  it('reports the amount and currency a paid event says were taken', async () => {
    const event = await gateway().pm.verifyWebhook(body, signed(body));
    expect(event).toMatchObject({ amount: 125_950, currency: 'PHP' });
    const payment = { ...paymentFailedEvent.data.attributes.data };
    const paidEvent = {
      data: {
        ...paymentFailedEvent.data,
        id: 'evt_P1',
        attributes: {
          ...paymentFailedEvent.data.attributes,
          type: 'payment.paid',
          data: {
            ...payment,
            attributes: { ...payment.attributes, amount: 1, currency: 'PHP', status: 'paid' },
          },
        },
      },
    };
    const raw = JSON.stringify(paidEvent);
    expect(await gateway().pm.verifyWebhook(raw, signed(raw))).toMatchObject({
      status: 'paid',
      checkoutId: 'chk_1',
      amount: 1,
      currency: 'PHP',
    });
  });

  it('leaves the amount unknown when a paid event does not carry one', async () => {
    const bare = checkoutPaidEvent();
    const attributes = {
      ...bare.data.attributes.data.attributes,
      payments: [],
      payment_intent: { id: 'pi', type: 'payment_intent', attributes: { status: 'succeeded' } },
    };
    const raw = JSON.stringify({
      data: {
        ...bare.data,
        attributes: { ...bare.data.attributes, data: { ...bare.data.attributes.data, attributes } },
      },
    });
    expect(await gateway().pm.verifyWebhook(raw, signed(raw))).toMatchObject({
      status: 'paid',
      amount: null,
    });
  });

  it('maps payment.failed to our checkout through its metadata', async () => {
    const failed = JSON.stringify(paymentFailedEvent);
    const event = await gateway().pm.verifyWebhook(failed, signed(failed));
    expect(event).toMatchObject({ status: 'failed', checkoutId: 'chk_1', gatewayReference: null });
  });
});
