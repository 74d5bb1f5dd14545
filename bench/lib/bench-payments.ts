import { createHmac } from 'node:crypto';
import { toCentavos } from '../../src/domain/money/centavos';
import { expectOk, expectOkJson } from './bench-account';
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

export type Channel = 'popup' | 'pgi' | 'wallet';
type Quote = { data: { attributes: { total: string } } };

/**
 * A checkout opened as a payer's browser does: the BIN's 4th-quarter bill looked up and its quote
 * for the channel shown (issue 25), the billing, paymentgate for that channel and total, and what
 * the gateway's hosted page then charges. `shown` (the bill screen's quote), `again` (the
 * transaction page's) and `charged` are centavos: any difference is money charged but not shown.
 */
export async function openCheckout(
  client: Client,
  auth: Record<string, string>,
  typeId: string,
  bin: string,
  channel: Channel = 'popup',
) {
  const found = await expectOkJson<{ data: { attributes: { total_amount: string } } }>(
    client,
    `search ${bin}`,
    'GET',
    `/api/temp/taxpayers/business_tax/search?bin=${bin}&transaction_type=QUARTERLY&period=4`,
    undefined,
    auth,
  );
  const amount = found.data.attributes.total_amount;
  const quote = await expectOkJson<Quote>(
    client,
    'quote',
    'GET',
    `/api/v1/taxpayers/payment_quote?amount=${amount}&channel=${channel}`,
    undefined,
    auth,
  );
  const transactionId = await createBilling(client, auth, typeId, bin);
  const again = await expectOkJson<Quote>(
    client,
    'transaction quote',
    'GET',
    `/api/v1/taxpayers/transaction_histories/${transactionId}/payment_quote?channel=${channel}`,
    undefined,
    auth,
  );
  const gate = await expectOkJson<{ data: { attributes: { url: string; total: string } } }>(
    client,
    'paymentgate',
    'POST',
    `/api/v1/taxpayers/paymentgate/${transactionId}`,
    { channel, expected_total: quote.data.attributes.total },
    auth,
  );
  const checkoutId = gate.data.attributes.url.split('/').pop() ?? '';
  const page = await expectOk(client, 'checkout page', 'GET', `/sandbox/checkout/${checkoutId}`);
  const charged = /<h1>Pay ₱([\d,]+\.\d\d)<\/h1>/.exec(page)?.[1];
  return {
    transactionId,
    checkoutId,
    // Settlement accepts only the checkout's own amount (bill plus convenience fee).
    amount: toCentavos(gate.data.attributes.total),
    shown: toCentavos(quote.data.attributes.total),
    again: toCentavos(again.data.attributes.total),
    charged: charged ? toCentavos(charged) : -1,
  };
}

/** The payer presses Pay on the sandbox's hosted page (it then sends its own signed webhook). */
export async function payOnCheckoutPage(client: Client, checkoutId: string): Promise<number> {
  return (await client.send('POST', `/sandbox/checkout/${checkoutId}/pay`)).status;
}
