import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The sandbox gateway's webhook secret in the journeys' portal (playwright.config.ts sets it). */
export const E2E_SANDBOX_WEBHOOK_SECRET = 'e2e-sandbox-webhook-secret-2026';

/**
 * A notification from the sandbox gateway that a checkout was paid `amount` centavos, signed as
 * the sandbox signs its own (`Bayan-Signature: t=…,v1=HMAC-SHA256(t.body)`): a gateway reporting
 * another amount than the checkout asked for.
 */
export async function notifyPaid(request: APIRequestContext, checkoutId: string, amount: number) {
  const body = JSON.stringify({
    id: `evt_e2e_${checkoutId}_${String(amount)}`,
    type: 'checkout.paid',
    data: { checkout_id: checkoutId, status: 'paid', amount, currency: 'PHP' },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', E2E_SANDBOX_WEBHOOK_SECRET)
    .update(`${String(t)}.${body}`)
    .digest('hex');
  const res = await request.post('/api/v1/payments/webhooks/sandbox', {
    headers: { 'Bayan-Signature': `t=${String(t)},v1=${v1}`, 'Content-Type': 'application/json' },
    data: body,
  });
  expect(res.status()).toBeLessThan(300);
}
