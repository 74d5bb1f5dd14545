import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { btaxBills } from '../../db/billing-schema';
import { createPaymentsTestApp, type PaymentGateJson, type PaymentsTestApp } from './payments-test-kit';
import { btaxSubject } from '../business-tax/btax-subject';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/taxpayers/paymentgate/:id', () => {
  it('answers the sandbox checkout URL with amount, fee and total', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId, 123_450);
    const res = await t.paymentGate(txn.id, auth);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as PaymentGateJson;
    expect(doc.data.attributes).toMatchObject({
      amount: '1234.50',
      convenience_fee: '25.00',
      total: '1259.50',
    });
    expect(doc.data.attributes.url).toBe(`http://localhost:8080/sandbox/checkout/${doc.data.id}`);
    expect(doc.data.relationships.transaction_history.data.id).toBe(String(txn.id));
    expect(doc.included).toBeUndefined();
    expect((await t.transaction(txn.id))?.convenienceFee).toBe(2500);
  });

  it('adds the mini-program redirection URL for GCash users', async () => {
    const { taxpayerId, auth } = await t.payer({ gcash: true });
    const txn = await t.bill(taxpayerId);
    const doc = (await (await t.paymentGate(txn.id, auth)).json()) as PaymentGateJson;
    expect(doc.included?.gcashMiniProgramLogs[0]?.redirectionUrl).toBe(doc.data.attributes.url);
  });

  it('is idempotent: the same Idempotency-Key 10 times gives one checkout and one answer', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => t.paymentGate(txn.id, auth, 'key-1')),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await t.checkoutsOf(txn.id)).toHaveLength(1);
  });

  it('keeps one live checkout under concurrent calls without a key, and reuses it later', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const docs = await Promise.all(Array.from({ length: 5 }, () => t.checkoutFor(txn.id, auth)));
    const again = await t.checkoutFor(txn.id, auth);
    expect(new Set([...docs, again].map((d) => d.id)).size).toBe(1);
    expect((await t.checkoutsOf(txn.id)).filter((c) => c.status === 'pending')).toHaveLength(1);
  });

  it('refuses a key reused for another transaction', async () => {
    const { taxpayerId, auth } = await t.payer();
    const [a, b] = [await t.bill(taxpayerId), await t.bill(taxpayerId)];
    expect((await t.paymentGate(a.id, auth, 'shared')).status).toBe(200);
    expect((await t.paymentGate(b.id, auth, 'shared')).status).toBe(409);
  });

  it('refuses a PAID or CANCELLED transaction with a 422 naming why', async () => {
    const { taxpayerId, auth } = await t.payer();
    const paid = await t.bill(taxpayerId);
    await t.webhook((await t.checkoutFor(paid.id, auth)).id, 'paid');
    const res = await t.paymentGate(paid.id, auth);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      'This transaction is already paid and cannot be paid.',
    );
    const cancelled = await t.bill(taxpayerId);
    await t.request('PUT', `/api/v1/taxpayers/transaction_histories/${cancelled.id}/cancel`, auth);
    expect((await t.paymentGate(cancelled.id, auth)).status).toBe(422);
  });

  it('refuses to open a checkout for a bill another transaction already paid', async () => {
    const [bill] = await t.db
      .insert(btaxBills)
      .values({
        source: 'API',
        bin: '999-99-9999-0000001',
        year: 2026,
        period: 1,
        amount: 100_000,
        accountName: 'X',
      })
      .returning({ id: btaxBills.id });
    const subject = btaxSubject([bill?.id ?? 0]);
    const first = await t.payer();
    const second = await t.payer();
    const mine = await t.bill(first.taxpayerId, 100_000, subject);
    const theirs = await t.bill(second.taxpayerId, 100_000, subject);
    await t.db
      .update(btaxBills)
      .set({ paidTransactionId: theirs.id })
      .where(eq(btaxBills.id, bill?.id ?? 0));
    const res = await t.paymentGate(mine.id, first.auth);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.transaction).toEqual([
      'This bill has already been paid. Check your transaction history.',
    ]);
  });

  it('refuses to open a checkout once a bill it charges has expired, saying what to do next', async () => {
    const [bill] = await t.db
      .insert(btaxBills)
      .values({
        source: 'API',
        bin: '999-99-9999-0000002',
        year: 2025,
        period: 0,
        amount: 100_000,
        accountName: 'X',
        expirationDate: '2025-12-31',
      })
      .returning({ id: btaxBills.id });
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId, 100_000, btaxSubject([bill?.id ?? 0]));
    const res = await t.paymentGate(txn.id, auth);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^This bill expired on Dec 31, 2025: .*Ask the Treasurer's Office for an updated bill/,
    );
    expect(await t.checkoutsOf(txn.id)).toEqual([]);
  });

  it("answers 404 for another taxpayer's transaction and 401 without a session", async () => {
    const owner = await t.payer();
    const other = await t.payer();
    const txn = await t.bill(owner.taxpayerId);
    expect((await t.paymentGate(txn.id, other.auth)).status).toBe(404);
    expect((await t.paymentGate(txn.id, {})).status).toBe(401);
  });
});

describe('GET /api/v1/taxpayers/payment_settings', () => {
  it('shows the convenience fee and gateway to anyone', async () => {
    const res = await t.request('GET', '/api/v1/taxpayers/payment_settings');
    expect(await res.json()).toMatchObject({
      data: { attributes: { convenience_fee: '25.00', gateway: 'sandbox' } },
    });
  });

  it("says where the sandbox's checkout pages start, the only pages /pgi frames", async () => {
    const res = await t.request('GET', '/api/v1/taxpayers/payment_settings');
    const doc = (await res.json()) as { data: { attributes: { checkout_url_prefix: string } } };
    expect(doc.data.attributes.checkout_url_prefix).toBe('http://localhost:8080/sandbox/checkout/');
    const { taxpayerId: payer, auth: payerAuth } = await t.payer();
    const checkout = await t.checkoutFor((await t.bill(payer)).id, payerAuth);
    expect(checkout.attributes.url.startsWith(doc.data.attributes.checkout_url_prefix)).toBe(true);
  });
});

describe('the sandbox checkout page', () => {
  it('shows amount and reference, and Pay settles through the signed webhook, then returns the browser', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId, 50_000);
    const checkout = await t.checkoutFor(txn.id, auth);
    const page = await t.request('GET', `/sandbox/checkout/${checkout.id}`);
    const html = await page.text();
    expect(html).toContain('₱525.00');
    expect(html).toContain(txn.referenceNumber);
    expect(html).not.toContain('<script');
    const res = await t.request('POST', `/sandbox/checkout/${checkout.id}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`http://localhost:8080/payment-return?transaction_id=${txn.id}`);
    expect((await t.transaction(txn.id))?.status).toBe('PAID');
    // A second click changes nothing.
    await t.request('POST', `/sandbox/checkout/${checkout.id}/fail`);
    expect((await t.transaction(txn.id))?.status).toBe('PAID');
  });

  it('Cancel leaves the transaction unpaid and lets the payer open a new checkout', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const first = await t.checkoutFor(txn.id, auth);
    await t.request('POST', `/sandbox/checkout/${first.id}/cancel`);
    expect((await t.transaction(txn.id))?.status).toBe('WAITING FOR PAYMENT');
    expect((await t.checkoutFor(txn.id, auth)).id).not.toBe(first.id);
  });

  it('answers 404 for an unknown checkout or action', async () => {
    expect((await t.request('GET', '/sandbox/checkout/chk_nope')).status).toBe(404);
    expect((await t.request('POST', '/sandbox/checkout/chk_nope/pay')).status).toBe(404);
  });
});

describe('only the gateway settles', () => {
  it('changes nothing when the browser says ?status=paid', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    await t.checkoutFor(txn.id, auth);
    const base = `/api/v1/taxpayers/transaction_histories/${txn.id}`;
    await t.request('GET', `/payment-return?transaction_id=${txn.id}&status=paid`);
    await t.request('GET', `${base}?status=paid`, auth);
    const res = await t.request(
      'POST',
      `${base}/reconcile?status=paid`,
      { ...auth, 'Content-Type': 'application/json' },
      '{"status":"paid"}',
    );
    expect(res.status).toBe(200);
    expect((await t.transaction(txn.id))?.status).toBe('WAITING FOR PAYMENT');
  });

  it('reconcile settles a payment whose webhook was lost', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const checkout = await t.checkoutFor(txn.id, auth);
    await t.services.payments.sandbox?.decide(checkout.id, 'pay'); // recorded at the gateway, never delivered
    const res = await t.request('POST', `/api/v1/taxpayers/transaction_histories/${txn.id}/reconcile`, auth);
    expect(((await res.json()) as { data: { attributes: { status: string } } }).data.attributes.status).toBe(
      'PAID',
    );
  });

  it('the background pass settles pending checkouts older than a minute', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const checkout = await t.checkoutFor(txn.id, auth);
    await t.services.payments.sandbox?.decide(checkout.id, 'pay');
    const reconciler = t.services.payments.reconciler;
    await reconciler.reconcilePending();
    expect((await t.transaction(txn.id))?.status).toBe('WAITING FOR PAYMENT');
    t.clock.advanceSeconds(61);
    expect(await reconciler.reconcilePending()).toBeGreaterThan(0);
    expect((await t.transaction(txn.id))?.status).toBe('PAID');
  });
});
