import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { btaxBills } from '../../db/billing-schema';
import { checkouts, transactionHistories } from '../../db/payments-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { btaxSubject } from '../business-tax/btax-subject';
import { staffBearer } from '../staff/staff-test-kit';
import { manilaDay } from './collection-channels';
import { readCsv } from './csv-test-kit';

// Issue 28: the day's collections and its reconciliation against a hand-made day whose every
// mismatch is known: each kind is found, with its count and total, and none is invented.

let t: PaymentsTestApp;
let treasurer: string;
let day: string;
const FEE = 2_500; // CONVENIENCE_FEE's default, ₱25.00.

const get = async <T>(path: string, auth = treasurer) => {
  const res = await t.request('GET', path, { Authorization: auth });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

let serial = 0;
const newBill = async (amount: number) => {
  const [bill] = await t.db
    .insert(btaxBills)
    .values({
      source: 'API',
      bin: `444-44-4444-${String(++serial).padStart(7, '0')}`,
      year: 2026,
      period: 1,
      amount,
      accountName: 'ACME',
    })
    .returning();
  return btaxSubject([bill?.id ?? 0], { bin: bill?.bin });
};

/** A transaction paid online through the sandbox (its webhook), with a receipt. */
async function paidOnline(amount: number, subject: Record<string, unknown>) {
  const payer = await t.payer();
  const txn = await t.bill(payer.taxpayerId, amount, subject);
  const checkout = await t.checkoutFor(txn.id, payer.auth);
  await t.webhook(checkout.id, 'paid');
  return { ...payer, txn, checkout };
}

const fixture = {} as Record<string, { txnId: number; checkoutId?: string }>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  treasurer = await staffBearer(t, ['treasury']);
  day = manilaDay(t.clock.now());
  // 1. Business tax ₱800.00 paid online: a receipt, its fee apart.
  const btax = await paidOnline(80_000, await newBill(80_000));
  fixture.btax = { txnId: btax.txn.id };
  // 2. Real property tax ₱900.00 priced at 2% basic and 1% SEF: ₱600.00 and ₱300.00.
  const rpt = await paidOnline(90_000, {
    kind: 'rpt_quarters',
    owner_id: 'X',
    basic_bp: 200,
    sef_bp: 100,
    properties: [],
  });
  fixture.rpt = { txnId: rpt.txn.id };
  // 3. The same bill paid a second time: held for refund (duplicate), no receipt.
  const twice = await newBill(50_000);
  const open = async () => {
    const payer = await t.payer();
    const txn = await t.bill(payer.taxpayerId, 50_000, twice);
    return { txn, checkout: await t.checkoutFor(txn.id, payer.auth) };
  };
  const first = await open();
  const dup = await open();
  await t.webhook(first.checkout.id, 'paid');
  await t.webhook(dup.checkout.id, 'paid');
  fixture.duplicate = { txnId: dup.txn.id };
  // 4. A payment of the wrong amount: held for refund (amount_mismatch).
  const wrong = await t.payer();
  const wrongTxn = await t.bill(wrong.taxpayerId, 70_000, await newBill(70_000));
  const wrongCheckout = await t.checkoutFor(wrongTxn.id, wrong.auth);
  await t.webhook(wrongCheckout.id, 'paid', { amount: 100 });
  // 5. A receipt without a payment (an OR set by hand, say a botched migration).
  const lone = await t.payer();
  const loneTxn = await t.bill(lone.taxpayerId, 30_000, { kind: 'misc_fee' });
  await t.db
    .update(transactionHistories)
    .set({ status: 'PAID', officialReceiptNumber: 'OR-HAND-1', paidAt: t.clock.now() })
    .where(eq(transactionHistories.id, loneTxn.id));
  fixture.lone = { txnId: loneTxn.id };
  // 6. A payment without a receipt: a checkout marked paid whose transaction got no OR.
  const orphan = await t.payer();
  const orphanTxn = await t.bill(orphan.taxpayerId, 40_000, {});
  const orphanCheckout = await t.checkoutFor(orphanTxn.id, orphan.auth);
  await t.db
    .update(checkouts)
    .set({ status: 'paid', updatedAt: t.clock.now() })
    .where(eq(checkouts.id, orphanCheckout.id));
  fixture.orphan = { txnId: orphanTxn.id, checkoutId: orphanCheckout.id };
  // 7. A receipt whose payment took another amount than the bill and fee (₱10.00 short).
  const short = await paidOnline(20_000, await newBill(20_000));
  await t.db
    .update(checkouts)
    .set({ amount: 20_000 + FEE - 1_000 })
    .where(eq(checkouts.id, short.checkout.id));
  fixture.short = { txnId: short.txn.id };
});
afterAll(() => t.close());

interface Collections {
  receipts: {
    transaction_id: number;
    channel: string;
    lines: { fund: string; amount: number }[];
    amount: number;
    convenience_fee: number;
    or_number: string;
  }[];
  groups: { channel: string; count: number; amount: number }[];
  totals: {
    count: number;
    amount: number;
    convenience_fee: number;
    collected: number;
    funds: Record<string, number>;
  };
}

describe('GET /api/v1/staff/treasury/collections', () => {
  it('lists every receipt of the day with its lines and funds, the convenience fee apart from LGU revenue', async () => {
    const report = await get<Collections>(`/api/v1/staff/treasury/collections?date=${day}`);
    // btax 800, rpt 900, the first payment of the twice-paid bill 500, the hand OR 300, short 200.
    expect(report.totals.count).toBe(5);
    expect(report.totals.amount).toBe(80_000 + 90_000 + 50_000 + 30_000 + 20_000);
    // Four online payments took the fee (the short one took ₱10 less); the hand OR none.
    expect(report.totals.convenience_fee).toBe(4 * FEE - 1_000);
    expect(report.totals.collected).toBe(report.totals.amount + report.totals.convenience_fee);
    expect(report.totals.funds).toEqual({ GF: 80_000 + 60_000 + 50_000 + 30_000 + 20_000, SEF: 30_000 });
    const rpt = report.receipts.find((r) => r.transaction_id === fixture.rpt?.txnId);
    expect(rpt?.lines.map((l) => [l.fund, l.amount])).toEqual([
      ['GF', 60_000],
      ['SEF', 30_000],
    ]);
    const btax = report.receipts.find((r) => r.transaction_id === fixture.btax?.txnId);
    expect(btax).toMatchObject({ channel: 'sandbox', amount: 80_000, convenience_fee: FEE });
    for (const r of report.receipts) expect(r.lines.reduce((s, l) => s + l.amount, 0)).toBe(r.amount);
    expect(report.groups.find((g) => g.channel === 'sandbox')?.count).toBe(4);
    expect(report.groups.find((g) => g.channel === 'none')?.amount).toBe(30_000);
  });

  it('exports the same day as CSV, a row per line, the fee once per receipt', async () => {
    const res = await t.request('GET', `/api/v1/staff/treasury/collections/csv?date=${day}`, {
      Authorization: treasurer,
    });
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(res.headers.get('Content-Disposition')).toContain(`collections-${day}.csv`);
    const rows = readCsv(await res.text());
    expect(rows[0]).toContain('Nature of collection');
    expect(rows).toHaveLength(1 + 6); // five receipts, the RPT one in two lines
    // The fee's column by its heading (the adjustment columns of issue 25 follow it).
    const column = rows[0]?.indexOf('Convenience fee (not LGU revenue)') ?? -1;
    expect(column).toBeGreaterThan(0);
    const fees = rows.slice(1).map((row) => Number(row[column]));
    expect(fees.reduce((a, b) => a + b, 0)).toBeCloseTo((4 * FEE - 1_000) / 100, 2);
  });

  it('answers another day with nothing, and a day that is not one with a 422', async () => {
    const empty = await get<Collections>('/api/v1/staff/treasury/collections?date=2001-01-01');
    expect(empty.totals).toMatchObject({ count: 0, amount: 0 });
    const bad = await t.request('GET', '/api/v1/staff/treasury/collections?date=2026-02-30', {
      Authorization: treasurer,
    });
    expect(bad.status).toBe(422);
  });
});

interface Listed {
  count: number;
  total: number;
  items: { transaction_id: number; reason: string | null }[];
}
interface Reconciliation {
  receipts: { count: number; total: number };
  expected_deposit: number;
  deposit: { amount: number; entered_by: string } | null;
  difference: number | null;
  payments_without_receipt: Listed;
  receipts_without_payment: Listed;
  amount_mismatches: Listed;
  held_for_refund: Listed;
}

describe('GET /api/v1/staff/treasury/reconciliation', () => {
  it('finds each kind of mismatch of the hand-made day, with counts and totals, and nothing else', async () => {
    const r = await get<Reconciliation>(`/api/v1/staff/treasury/reconciliation?date=${day}`);
    expect(r.payments_without_receipt).toMatchObject({ count: 1, total: 40_000 + FEE });
    expect(r.payments_without_receipt.items[0]?.transaction_id).toBe(fixture.orphan?.txnId);
    expect(r.receipts_without_payment).toMatchObject({ count: 1, total: 30_000 });
    expect(r.receipts_without_payment.items[0]?.transaction_id).toBe(fixture.lone?.txnId);
    expect(r.amount_mismatches).toMatchObject({ count: 1, total: -1_000 });
    expect(r.amount_mismatches.items[0]?.transaction_id).toBe(fixture.short?.txnId);
    expect(r.held_for_refund.count).toBe(2);
    expect(r.held_for_refund.items.map((i) => i.reason).sort()).toEqual(['amount_mismatch', 'duplicate']);
    expect(r.held_for_refund.total).toBe(50_000 + FEE + 100);
    expect(r.deposit).toBeNull();
    expect(r.expected_deposit).toBe(r.receipts.total);
  });

  it("sets the day's bank deposit against its receipts, and audits who entered it", async () => {
    const put = await t.request(
      'PUT',
      `/api/v1/staff/treasury/deposits/${day}`,
      { Authorization: treasurer, 'Content-Type': 'application/json' },
      JSON.stringify({ amount: '2690.00', note: 'LBP slip 1' }),
    );
    expect(put.status).toBe(200);
    const r = await get<Reconciliation>(`/api/v1/staff/treasury/reconciliation?date=${day}`);
    expect(r.deposit).toMatchObject({ amount: 269_000, entered_by: 'Test Officer' });
    expect(r.difference).toBe(269_000 - r.receipts.total);
    const bad = await t.request(
      'PUT',
      `/api/v1/staff/treasury/deposits/${day}`,
      { Authorization: treasurer, 'Content-Type': 'application/json' },
      JSON.stringify({ amount: 'lots' }),
    );
    expect(bad.status).toBe(422);
  });

  it('is refused to a cashier, whose role reads the report but does not reconcile', async () => {
    const cashier = await staffBearer(t, ['cashier']);
    expect(
      (
        await t.request('GET', `/api/v1/staff/treasury/reconciliation?date=${day}`, {
          Authorization: cashier,
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request('GET', `/api/v1/staff/treasury/collections?date=${day}`, { Authorization: cashier }))
        .status,
    ).toBe(200);
  });
});
