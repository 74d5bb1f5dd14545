import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { sandboxFee } from '../../adapters/gateway/sandbox-settlement';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { staffBearer } from '../staff/staff-test-kit';
import { manilaDay } from './collection-channels';

// Issue 28: the day's receipts against the sandbox gateway's own settlement report, on a
// hand-made day whose every mismatch is known: each kind is found, with what to do, none invented.

let t: PaymentsTestApp;
let treasurer: string;
let day: string;
const fixture = {} as Record<'matched' | 'notified' | 'unsettled' | 'unknown' | 'over', string>;

async function opened(amount: number) {
  const payer = await t.payer();
  const txn = await t.bill(payer.taxpayerId, amount);
  const checkout = await t.checkoutFor(txn.id, payer.auth);
  return { txn, checkout, reference: checkout.attributes.reference_number };
}

const sandbox = () => {
  const s = t.services.payments.sandbox;
  if (!s) throw new Error('no sandbox');
  return s;
};

beforeAll(async () => {
  t = await createPaymentsTestApp();
  treasurer = await staffBearer(t, ['treasury']);
  day = manilaDay(t.clock.now());
  // 1. Paid on the gateway's page: in its report and with a receipt. Matches.
  const matched = await opened(100_000);
  await t.payAtGateway(matched.checkout.id);
  fixture.matched = matched.reference;
  // 2. A receipt from a notice the gateway's own records do not back (the page was never paid).
  const notified = await opened(40_000);
  await t.webhook(notified.checkout.id, 'paid');
  fixture.notified = notified.reference;
  // 3. Paid on the gateway's page, its notice lost: the portal's checkout is still open.
  const unsettled = await opened(30_000);
  await sandbox().decide(unsettled.checkout.id, 'pay');
  fixture.unsettled = unsettled.reference;
  // 4. A payment at the gateway for a checkout the portal never made.
  await sandbox().gateway.createCheckout({
    checkoutId: 'co_not_ours',
    reference: 'BYN-NOT-OURS',
    amount: 12_345,
    description: 'Unknown',
    successUrl: 'http://x/ok',
    cancelUrl: 'http://x/no',
  });
  await sandbox().decide('co_not_ours', 'pay');
  fixture.unknown = 'BYN-NOT-OURS';
  // 5. Paid on the page, but the gateway's record says it took ₱1.00 more than the bill and fee.
  const over = await opened(20_000);
  await t.payAtGateway(over.checkout.id);
  const key = `sandbox_checkout:${over.checkout.id}`;
  const [row] = await t.db.select().from(settings).where(eq(settings.key, key));
  const record = JSON.parse(row?.value ?? '{}') as { amount: number };
  await t.db
    .update(settings)
    .set({ value: JSON.stringify({ ...record, amount: record.amount + 100 }) })
    .where(eq(settings.key, key));
  fixture.over = over.reference;
});
afterAll(() => t.close());

interface Settlement {
  gateway: string;
  report: { count: number; amount: number; fee: number; net: number };
  portal: { count: number; amount: number; expected: number };
  items: { kind: string; action: string; reference: string; difference: number | null }[];
}

const settlement = async (date: string) => {
  const res = await t.request('GET', `/api/v1/staff/treasury/settlement?date=${date}`, {
    Authorization: treasurer,
  });
  return { status: res.status, body: (await res.json()) as { data: Settlement } };
};

describe('GET /api/v1/staff/treasury/settlement', () => {
  it('finds each kind of mismatch of the hand-made day once, with what to do, and nothing else', async () => {
    const { status, body } = await settlement(day);
    expect(status).toBe(200);
    expect(body.data.items.map((i) => [i.kind, i.action, i.reference, i.difference])).toEqual([
      ['paid_without_receipt', 'settle_checkout', fixture.unsettled, null],
      ['paid_without_receipt', 'refund_unknown', fixture.unknown, null],
      // Then the receipts, in OR order.
      ['receipt_without_payment', 'find_payment', fixture.notified, null],
      ['amount_difference', 'refund_excess', fixture.over, 100],
    ]);
  });

  it("totals the gateway's report (amount, its fee, the net it pays out) beside the portal's receipts", async () => {
    const { body } = await settlement(day);
    const FEE = 2_500;
    const taken = [100_000 + FEE, 30_000 + FEE, 12_345, 20_000 + FEE + 100];
    // The fee was kept when each was paid, on what it took then (the ₱1.00 came later).
    const fees = [100_000 + FEE, 30_000 + FEE, 12_345, 20_000 + FEE].map(sandboxFee);
    expect(body.data.gateway).toBe('sandbox');
    expect(body.data.report).toMatchObject({
      count: 4,
      amount: taken.reduce((a, b) => a + b, 0),
      fee: fees.reduce((a, b) => a + b, 0),
      net: taken.reduce((a, b) => a + b, 0) - fees.reduce((a, b) => a + b, 0),
    });
    expect(body.data.portal).toMatchObject({
      count: 3,
      amount: 100_000 + 40_000 + 20_000,
      expected: 100_000 + 40_000 + 20_000 + 3 * FEE,
    });
  });

  it('answers another day with nothing to reconcile, and is the reconciling role’s only', async () => {
    const { body } = await settlement('2001-01-01');
    expect(body.data.items).toEqual([]);
    const cashier = await staffBearer(t, ['cashier']);
    const res = await t.request('GET', `/api/v1/staff/treasury/settlement?date=${day}`, {
      Authorization: cashier,
    });
    expect(res.status).toBe(403);
  });
});
