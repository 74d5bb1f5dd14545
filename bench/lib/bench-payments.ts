import { createHmac } from 'node:crypto';
import { toCentavos } from '../../src/domain/money/centavos';
import { expectOkJson } from './bench-account';
import type { httpClient } from './paced';
import { BENCH_WEBHOOK_SECRET } from './server';

type Client = ReturnType<typeof httpClient>;

/** The BTAX module's QUARTERLY transaction type, from the public catalogue. */
export async function quarterlyTypeId(client: Client): Promise<string> {
  type Doc = { data: { id: string; attributes: { name: string } }[] };
  const modules = await expectOkJson<Doc>(client, 'modules', 'GET', '/api/v1/taxpayers/module_systems');
  const btax = modules.data.find((m) => m.attributes.name === 'BTAX');
  if (!btax) throw new Error('no BTAX module in the catalogue');
  const detail = await expectOkJson<{ included: { id: string; attributes: { name: string } }[] }>(
    client,
    'module',
    'GET',
    `/api/v1/taxpayers/module_systems/${btax.id}`,
  );
  const quarterly = detail.included.find((s) => s.attributes.name === 'QUARTERLY');
  if (!quarterly) throw new Error('no QUARTERLY transaction type for BTAX');
  return quarterly.id;
}

/** The sandbox's notification of a paid checkout (with the centavos taken), signed as the sandbox signs it. */
function paidWebhook(checkoutId: string, eventId: string, amount: number) {
  const body = JSON.stringify({
    id: eventId,
    type: 'checkout.paid',
    created_at: Math.floor(Date.now() / 1000),
    data: { checkout_id: checkoutId, status: 'paid', amount, currency: 'PHP' },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', BENCH_WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  return { body: JSON.parse(body) as unknown, headers: { 'Bayan-Signature': `t=${t},v1=${v1}` } };
}

/** Delivers the sandbox's signed notification that a checkout was paid `amount` centavos; resolves with the HTTP status. */
export async function deliverPaidWebhook(
  client: Client,
  checkoutId: string,
  eventId: string,
  amount: number,
): Promise<number> {
  const { body, headers } = paidWebhook(checkoutId, eventId, amount);
  return (await client.send('POST', '/api/v1/payments/webhooks/sandbox', body, headers)).status;
}

/** A payer's billing for the BIN's 4th quarter, as the web creates it; returns its transaction's id. */
export async function createBilling(
  client: Client,
  auth: Record<string, string>,
  typeId: string,
  bin: string,
): Promise<string> {
  const billing = await expectOkJson<{
    data: { relationships: { transaction_history: { data: { id: string } } } };
  }>(
    client,
    `billing ${bin}`,
    'POST',
    '/api/temp/taxpayers/business_tax/create_billing',
    {
      bin,
      transaction_type: 'QUARTERLY',
      period: 4,
      application_status_id: typeId,
      valid_id_to_present: "DRIVER's LICENSE",
    },
    auth,
  );
  return billing.data.relationships.transaction_history.data.id;
}

/** A checkout opened as a payer does: the BIN's billing (4th quarter), then paymentgate. */
export async function openCheckout(
  client: Client,
  auth: Record<string, string>,
  typeId: string,
  bin: string,
) {
  const transactionId = await createBilling(client, auth, typeId, bin);
  const gate = await expectOkJson<{ data: { attributes: { url: string; total: string } } }>(
    client,
    'paymentgate',
    'POST',
    `/api/v1/taxpayers/paymentgate/${transactionId}`,
    undefined,
    auth,
  );
  const checkoutId = gate.data.attributes.url.split('/').pop() ?? '';
  // Settlement accepts only the checkout's own amount (bill plus convenience fee).
  return { transactionId, checkoutId, amount: toCentavos(gate.data.attributes.total) };
}
