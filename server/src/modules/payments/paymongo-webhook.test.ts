import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymongoGateway } from '../../adapters/gateway/paymongo-gateway';
import {
  checkoutPaidEvent,
  createdSession,
  SESSION_ID,
} from '../../adapters/gateway/testdata/paymongo-payloads';
import { signPayload } from '../../adapters/gateway/webhook-signature';
import { readEnv } from '../../env';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';

const SECRET = 'whsk_Recorded1234';
let t: PaymentsTestApp;
beforeAll(async () => {
  const config = readEnv({
    PAYMENT_GATEWAY: 'paymongo',
    PAYMONGO_SECRET_KEY: 'sk_test_Recorded',
    PAYMONGO_WEBHOOK_SECRET: SECRET,
    CONVENIENCE_FEE: '15',
  });
  // PayMongo as configured, answering from recorded payloads instead of the network.
  const fetchImpl = (async () => new Response(JSON.stringify(createdSession))) as unknown as typeof fetch;
  let clock = () => new Date();
  t = await createPaymentsTestApp({
    config,
    adapters: {
      gateway: createPaymongoGateway({
        secretKey: 'sk_test_Recorded',
        webhookSecret: SECRET,
        now: () => clock(),
        fetchImpl,
      }),
    },
  });
  clock = t.clock.now;
});
afterAll(() => t.close());

describe('with PAYMENT_GATEWAY=paymongo', () => {
  it('sends the payer to the checkout session and settles on its signed webhook', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId, 125_950 - 1500);
    const checkout = await t.checkoutFor(txn.id, auth);
    expect(checkout.attributes).toMatchObject({
      url: createdSession.data.attributes.checkout_url,
      convenience_fee: '15.00',
    });
    expect((await t.checkoutsOf(txn.id))[0]?.gatewayReference).toBe(SESSION_ID);

    const body = JSON.stringify(checkoutPaidEvent());
    const at = Math.floor(t.clock.now().getTime() / 1000);
    const signature = `t=${at},te=${signPayload(SECRET, at, body)},li=`;
    const res = await t.request(
      'POST',
      '/api/v1/payments/webhooks/paymongo',
      { 'Paymongo-Signature': signature },
      body,
    );
    expect(res.status).toBe(200);
    expect((await t.transaction(txn.id))?.status).toBe('PAID');

    const settings = await (await t.request('GET', '/api/v1/taxpayers/payment_settings')).json();
    expect(settings).toMatchObject({
      data: {
        attributes: {
          gateway: 'paymongo',
          convenience_fee: '15.00',
          checkout_url_prefix: 'https://checkout.paymongo.com/',
        },
      },
    });
    // The session's checkout page is one /pgi may frame, and the CSP lets it frame nothing else.
    expect(checkout.attributes.url.startsWith('https://checkout.paymongo.com/')).toBe(true);
    const csp = (await t.request('GET', '/api/v1/taxpayers/payment_settings')).headers.get(
      'Content-Security-Policy',
    );
    expect(csp).toContain("frame-src 'self' https://checkout.paymongo.com https://www.youtube-nocookie.com;");
    expect((await t.request('GET', `/sandbox/checkout/${checkout.id}`)).status).toBe(404);
    expect((await t.request('POST', '/api/v1/payments/webhooks/sandbox', {}, '{}')).status).toBe(404);
  });
});
