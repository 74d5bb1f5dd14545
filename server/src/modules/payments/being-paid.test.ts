import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDateParts } from '@/domain/format/manila-date';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';

// Issue 25: a payer who opens a bill someone else is paying, or that was paid, is told so before
// paying; and paymentgate charges only the total the payer was shown.
let t: PaymentsTestApp;
const Y = manilaDateParts(new Date()).year;
beforeAll(async () => {
  t = await createPaymentsTestApp({ contentCacheSeconds: 0 });
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
type Json = Record<string, unknown>;
const send = async (payer: Payer, method: string, path: string, body?: Json) => {
  const res = await t.request(
    method,
    path,
    { ...payer.auth, 'Content-Type': 'application/json' },
    body ? JSON.stringify(body) : undefined,
  );
  return { status: res.status, body: (await res.json()) as Json };
};
const attrs = (body: Json) => (body.data as { attributes: Json } | null)?.attributes;
const idOf = (body: Json) =>
  Number(
    (body.data as { relationships: { transaction_history: { data: { id: string } } } }).relationships
      .transaction_history.data.id,
  );
const stateOf = async (payer: Payer, id: number) =>
  attrs((await send(payer, 'GET', `/api/v1/taxpayers/transaction_histories/${id}/payment_quote`)).body)
    ?.payment_state;

const BTAX = { bin: '101-01-0001-0000006', year: String(Y), period: '2' };
const lookUp = (payer: Payer) =>
  send(payer, 'GET', `/api/v1/taxpayers/btax_billing_api_imports?${new URLSearchParams(BTAX)}`);
const billBtax = async (payer: Payer) =>
  idOf(
    (
      await send(payer, 'POST', '/api/v1/taxpayers/business_taxes/billings_from_api_imports', {
        ...BTAX,
        valid_id_to_present: 'PASSPORT',
        application_status_id: 4,
      })
    ).body,
  );

describe('a bill someone is paying, or paid', () => {
  it('business tax: the other payer is told before Pay, and after the payment the bill reads paid', async () => {
    const owner = await t.payer();
    const bookkeeper = await t.payer();
    expect(attrs((await lookUp(bookkeeper)).body)?.being_paid).toBe(false);

    const ownersBilling = await billBtax(owner);
    const ownersCheckout = await t.checkoutFor(ownersBilling, owner.auth);
    // The owner's own look-up: their billing reuses that checkout, it is not someone else's.
    expect(attrs((await lookUp(owner)).body)?.being_paid).toBe(false);
    expect(await stateOf(owner, ownersBilling)).toBe('payable');
    // The bookkeeper's look-up and transaction page both say a payment is under way.
    expect(attrs((await lookUp(bookkeeper)).body)?.being_paid).toBe(true);
    const booksBilling = await billBtax(bookkeeper);
    expect(await stateOf(bookkeeper, booksBilling)).toBe('being_paid');

    await t.payAtGateway(ownersCheckout.id);
    expect(await stateOf(owner, ownersBilling)).toBe('paid');
    expect(await stateOf(bookkeeper, booksBilling)).toBe('paid');
    // Nothing is offered on the bill screen any more, and paymentgate refuses it.
    expect((await lookUp(bookkeeper)).body.data).toBeNull();
    expect((await t.paymentGate(booksBilling, bookkeeper.auth)).status).toBe(422);
  });

  it('an abandoned checkout older than a day is not “being paid”', async () => {
    const a = await t.payer();
    const b = await t.payer();
    const query = { bin: '101-01-0001-0000007', year: String(Y), period: '2' };
    const billing = await send(a, 'POST', '/api/v1/taxpayers/business_taxes/billings_from_api_imports', {
      ...query,
      valid_id_to_present: 'PASSPORT',
      application_status_id: 4,
    });
    await t.checkoutFor(idOf(billing.body), a.auth);
    const look = () =>
      send(b, 'GET', `/api/v1/taxpayers/btax_billing_api_imports?${new URLSearchParams(query)}`);
    expect(attrs((await look()).body)?.being_paid).toBe(true);
    t.clock.advanceMinutes(25 * 60);
    // Signed in again: a day has passed.
    const { token } = await t.infrastructure.sessions.create(b.taxpayerId);
    b.auth = { Authorization: `Bearer ${token}` };
    expect(attrs((await look()).body)?.being_paid).toBe(false);
  });

  it('a notice of violation and a statement of account say so too', async () => {
    const first = await t.payer();
    const second = await t.payer();
    const nov = { nov_no: '101-26-0312-0000004', pin: '5517' };
    const novBilling = await send(first, 'POST', '/api/v1/taxpayers/notice_of_violations', {
      ...nov,
      valid_id_to_present: 'PASSPORT',
      application_status_id: 32,
    });
    await t.checkoutFor(idOf(novBilling.body), first.auth);
    expect(attrs((await send(second, 'POST', '/api/v1/qpax_inquiry', nov)).body)).toMatchObject({
      is_paid: false,
      being_paid: true,
    });

    const soa = { soa_number: 'SOA-2026-000102', name: 'JUAN DELA CRUZ' };
    const verify = (p: Payer) => send(p, 'POST', '/api/v1/misc_fee/taxpayer/applications/verify', soa);
    expect(attrs((await verify(second)).body)?.being_paid).toBe(false);
    const soaBilling = await send(
      first,
      'POST',
      `/api/v1/misc_fee/taxpayer/applications/${soa.soa_number}/pay`,
      {
        name: soa.name,
        application_status_id: 41,
      },
    );
    await t.checkoutFor(idOf(soaBilling.body), first.auth);
    expect(attrs((await verify(second)).body)).toMatchObject({ status: 'PAYABLE', being_paid: true });
    expect(attrs((await verify(first)).body)?.being_paid).toBe(false);
  });

  it('a cancelled transaction reads not payable', async () => {
    const payer = await t.payer();
    const txn = await t.bill(payer.taxpayerId);
    await send(payer, 'PUT', `/api/v1/taxpayers/transaction_histories/${txn.id}/cancel`);
    expect(await stateOf(payer, txn.id)).toBe('not_payable');
  });
});

describe('paymentgate charges only what was shown', () => {
  it('refuses a checkout whose total is not the one the payer saw, saying the new total', async () => {
    const payer = await t.payer();
    const txn = await t.bill(payer.taxpayerId, 100_000);
    const wrong = await send(payer, 'POST', `/api/v1/taxpayers/paymentgate/${txn.id}`, {
      channel: 'popup',
      expected_total: '1000.00',
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(
      'The amount to pay is now ₱1,025.00, not the ₱1,000.00 shown. Check the new amount, then pay.',
    );
    expect(await t.checkoutsOf(txn.id)).toEqual([]);
    const right = await send(payer, 'POST', `/api/v1/taxpayers/paymentgate/${txn.id}`, {
      channel: 'pgi',
      expected_total: '1025.00',
    });
    expect(right.status).toBe(200);
    expect(attrs(right.body)).toMatchObject({ total: '1025.00', channel: 'pgi' });
  });

  it('refuses the wallet channel to an account not signed in through GCash, and an unknown channel', async () => {
    const payer = await t.payer();
    const txn = await t.bill(payer.taxpayerId);
    const wallet = await send(payer, 'POST', `/api/v1/taxpayers/paymentgate/${txn.id}`, {
      channel: 'wallet',
    });
    expect(wallet.status).toBe(422);
    expect((wallet.body.errors as Json).channel).toEqual([
      'Paying in the GCash wallet needs an account signed in through GCash.',
    ]);
    const bogus = await send(payer, 'POST', `/api/v1/taxpayers/paymentgate/${txn.id}`, { channel: 'bank' });
    expect(bogus.status).toBe(422);
    expect((bogus.body.errors as Json).channel).toBeDefined();
    const quote = await send(payer, 'GET', '/api/v1/taxpayers/payment_quote?amount=-1.00');
    expect(quote.status).toBe(422);
  });

  it('answers the quote only to a signed-in taxpayer', async () => {
    const res = await t.request('GET', '/api/v1/taxpayers/payment_quote?amount=100.00&channel=popup');
    expect(res.status).toBe(401);
  });
});
