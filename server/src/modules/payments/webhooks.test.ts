import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { btaxBills } from '../../db/billing-schema';
import { gatewayEvents, receiptSequences } from '../../db/payments-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';
import { btaxSubject } from '../business-tax/btax-subject';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

async function openCheckout(subject: Record<string, unknown> = {}) {
  const { taxpayerId, auth } = await t.payer();
  const txn = await t.bill(taxpayerId, 100_000, subject);
  const checkout = await t.checkoutFor(txn.id, auth);
  return { txn, checkout, auth };
}

describe('POST /api/v1/payments/webhooks/sandbox', () => {
  it('settles once when one event is delivered 10 times, some at once', async () => {
    const [bill] = await t.db
      .insert(btaxBills)
      .values({
        source: 'API',
        bin: '111-11-1111-0000001',
        year: 2026,
        period: 1,
        amount: 100_000,
        accountName: 'X',
      })
      .returning();
    const { txn, checkout } = await openCheckout(btaxSubject([bill?.id ?? 0]));
    const before = (await t.db.select().from(receiptSequences))[0]?.last ?? 0;
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => t.webhook(checkout.id, 'paid')));
    const sequential = [];
    for (let i = 0; i < 4; i++) sequential.push(await t.webhook(checkout.id, 'paid'));
    const results = await Promise.all([...concurrent, ...sequential].map((r) => r.json()));
    expect([...concurrent, ...sequential].every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => (r as { result: string }).result === 'applied')).toHaveLength(1);

    const paid = await t.transaction(txn.id);
    expect(paid?.status).toBe('PAID');
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(paid?.officialReceiptNumber).toMatch(/^OR-\d{4}-\d{6}$/);
    expect((await t.db.select().from(receiptSequences))[0]?.last).toBe(before + 1);
    expect((await t.checkoutsOf(txn.id))[0]?.status).toBe('paid');
    const [marked] = await t.db
      .select()
      .from(btaxBills)
      .where(eq(btaxBills.id, bill?.id ?? 0));
    expect(marked?.paidTransactionId).toBe(txn.id);
  });

  it('issues distinct receipt numbers without gaps to payments settling at once', async () => {
    const opened = await Promise.all(Array.from({ length: 5 }, () => openCheckout()));
    await Promise.all(opened.map(({ checkout }) => t.webhook(checkout.id, 'paid')));
    const numbers = await Promise.all(
      opened.map(async ({ txn }) => (await t.transaction(txn.id))?.officialReceiptNumber),
    );
    const serials = numbers.map((n) => Number(n?.slice(-6))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(5);
    expect((serials.at(-1) ?? 0) - (serials[0] ?? 0)).toBe(4);
  });

  it.each([
    [
      'a bad signature',
      async (id: string) => {
        const body = JSON.stringify({
          id: 'evt_bad',
          type: 'checkout.paid',
          data: { checkout_id: id, status: 'paid' },
        });
        const t0 = Math.floor(t.clock.now().getTime() / 1000);
        return t.request(
          'POST',
          '/api/v1/payments/webhooks/sandbox',
          { 'Bayan-Signature': `t=${t0},v1=${'ab'.repeat(32)}` },
          body,
        );
      },
    ],
    [
      'a timestamp 301 s old',
      (id: string) => t.webhook(id, 'paid', { at: new Date(t.clock.now().getTime() - 301_000) }),
    ],
    [
      'a timestamp 301 s ahead',
      (id: string) => t.webhook(id, 'paid', { at: new Date(t.clock.now().getTime() + 301_000) }),
    ],
    [
      'no signature',
      (id: string) =>
        t.request(
          'POST',
          '/api/v1/payments/webhooks/sandbox',
          {},
          JSON.stringify({ id: 'e', data: { checkout_id: id, status: 'paid' } }),
        ),
    ],
  ])('refuses %s with 400 and changes nothing', async (_, send) => {
    const { txn, checkout } = await openCheckout();
    const res = await send(checkout.id);
    expect(res.status).toBe(400);
    expect((await t.transaction(txn.id))?.status).toBe('WAITING FOR PAYMENT');
    expect((await t.checkoutsOf(txn.id))[0]?.status).toBe('pending');
  });

  it('refuses a tampered body with 400 and changes nothing', async () => {
    const { txn, checkout } = await openCheckout();
    const sandbox = t.services.payments.sandbox;
    const signed = JSON.stringify({
      id: 'evt_t',
      type: 'checkout.failed',
      data: { checkout_id: checkout.id, status: 'failed' },
    });
    const signature = (await sandbox?.sign(signed, t.clock.now())) ?? '';
    const tampered = signed.replaceAll('failed', 'paid');
    const res = await t.request(
      'POST',
      '/api/v1/payments/webhooks/sandbox',
      { 'Bayan-Signature': signature },
      tampered,
    );
    expect(res.status).toBe(400);
    expect((await t.transaction(txn.id))?.status).toBe('WAITING FOR PAYMENT');
    expect(await t.db.select().from(gatewayEvents).where(eq(gatewayEvents.id, 'sandbox:evt_t'))).toHaveLength(
      0,
    );
  });

  it("leaves PAID alone when a late 'pending' or 'failed' arrives", async () => {
    const { txn, checkout } = await openCheckout();
    await t.webhook(checkout.id, 'paid');
    const paid = await t.transaction(txn.id);
    await t.webhook(checkout.id, 'pending');
    await t.webhook(checkout.id, 'failed');
    const after = await t.transaction(txn.id);
    expect(after?.status).toBe('PAID');
    expect(after?.officialReceiptNumber).toBe(paid?.officialReceiptNumber);
    expect((await t.checkoutsOf(txn.id))[0]?.status).toBe('paid');
  });

  it('marks a failed payment PAYMENT FAILED, and a later payment still settles it', async () => {
    const { txn, checkout, auth } = await openCheckout();
    await t.webhook(checkout.id, 'failed');
    expect((await t.transaction(txn.id))?.status).toBe('PAYMENT FAILED');
    const retry = await t.checkoutFor(txn.id, auth);
    expect(retry.id).not.toBe(checkout.id);
    await t.webhook(retry.id, 'paid');
    expect((await t.transaction(txn.id))?.status).toBe('PAID');
  });

  it('acknowledges an event about an unknown checkout without changing anything', async () => {
    const res = await t.webhook('chk_unknown', 'paid');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe('ignored');
  });

  it('has no PayMongo webhook while the sandbox is the gateway', async () => {
    const res = await t.request('POST', '/api/v1/payments/webhooks/paymongo', {}, '{}');
    expect(res.status).toBe(404);
  });
});
