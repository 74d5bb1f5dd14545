import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RptCalculateResponse, RptListResponse } from '@/domain/contracts/property-tax';
import { transactionHistories } from '../../db/payments-schema';
import { DEMO_RPT_OWNERS } from '../../db/seed/demo-rpt';
import { createTransaction } from '../../billing/create-transaction';
import { createRptTestApp, RPT_LAND_PAYMENT, type RptTestApp } from './rpt-test-kit';

// 20 March 2026, 10:00 in Manila: the whole year can still be paid with the prompt discount.
const MARCH_20 = new Date('2026-03-20T02:00:00Z');
// 10 November 2026, 10:00 in Manila.
const NOVEMBER_10 = new Date('2026-11-10T02:00:00Z');

let t: RptTestApp;
beforeAll(async () => {
  t = await createRptTestApp(MARCH_20);
});
afterAll(() => t.close());

const listOf = async (auth: Record<string, string>, owner: string, year: number) => {
  const res = await t.list(auth, owner, year);
  expect(res.status).toBe(200);
  return (await res.json()) as RptListResponse;
};

describe('in March', () => {
  it('the whole year paid by 31 March earns the 10% prompt-payment discount; next year 20% in advance', async () => {
    const { auth } = await t.payer();
    const owner = t.newOwner();
    await t.addProperty(owner);
    const paid = await t.addProperty(owner, { paidThrough: '2026-4' });
    const [ready] = (await listOf(auth, owner, 2026)).properties;
    expect(ready).toMatchObject({
      owner_id: owner,
      owner_name: 'N*** R***',
      tax_year: 2026,
      initial_amount: '3000.00',
      tax_due: 300_000,
      penalty: 0,
      discount: 30_000,
      total: 270_000,
      total_human: '₱2,700.00',
      discount_human: '₱300.00',
      period: 4,
      quarter_from: 1,
      selected: false,
    });
    // Next year only for a property whose current year is paid.
    const next = await listOf(auth, owner, 2027);
    expect(next.properties.map((p) => p.pin)).toEqual([paid.pin]);
    expect(next.total).toMatchObject({ tax_due: 300_000, discount: 60_000, total: 240_000 });
  });

  it('validates the owner ID and year with the §5 rules', async () => {
    const { auth } = await t.payer();
    expect((await t.list(auth, 'SHORT', 2026)).status).toBe(422);
    expect((await t.list(auth, 'TST999999', 2025)).status).toBe(422);
    expect((await t.list(auth, 'TST999999', 2029)).status).toBe(422);
    expect((await t.list({}, 'TST999999', 2026)).status).toBe(401);
  });
});

describe('in November', () => {
  beforeAll(() => {
    t.clock.advanceMinutes((NOVEMBER_10.getTime() - t.clock.now().getTime()) / 60_000);
  });

  it('lists ready, paid, delinquent and future-year properties apart', async () => {
    const { auth } = await t.payer();
    const owner = t.newOwner();
    const ready = await t.addProperty(owner);
    const paid = await t.addProperty(owner, { paidThrough: '2026-4' });
    const delinquent = await t.addProperty(owner, { paidThrough: '2024-2' });
    const never = await t.addProperty(owner, { paidThrough: '' });
    const lists = await listOf(auth, owner, 2026);
    expect(lists.properties.map((p) => p.pin)).toEqual([ready.pin]);
    expect(lists.advance.map((p) => p.pin)).toEqual([paid.pin]);
    expect(lists.deliquent.map((p) => p.pin).sort()).toEqual([delinquent.pin, never.pin].sort());
    expect(lists.pending).toEqual([]);
    // Q1–Q3 late (8, 5 and 2 months of 2%) and Q4 not yet due.
    expect(lists.total).toMatchObject({ tax_due: 300_000, penalty: 22_500, discount: 0, total: 322_500 });
    // 2027: the paid one can be paid in advance; the other waits for 2026.
    const next = await listOf(auth, owner, 2027);
    expect(next.properties.map((p) => p.pin)).toEqual([paid.pin]);
    expect(next.earlier_year_due?.map((p) => p.pin)).toEqual([ready.pin]);
    expect(next.total).toMatchObject({ discount: 60_000, total: 240_000 });
  });

  it('calculates Q1–Q3 paid late in November: tax ₱2,250 + interest ₱225', async () => {
    const { auth } = await t.payer();
    const owner = t.newOwner();
    const one = await t.addProperty(owner);
    const other = await t.addProperty(owner);
    const res = await t.calculate(auth, owner, 2026, [{ pin: one.pin, period: 3 }]);
    expect(res.status).toBe(200);
    const { data } = ((await res.json()) as RptCalculateResponse).data;
    expect(data.properties.find((p) => p.pin === one.pin)).toMatchObject({
      selected: true,
      period: 3,
      tax_due: 225_000,
      penalty: 22_500,
      discount: 0,
      total: 247_500,
      penalty_human: '₱225.00',
      total_human: '₱2,475.00',
    });
    expect(data.properties.find((p) => p.pin === other.pin)).toMatchObject({ selected: false, period: 4 });
    expect(data.total).toMatchObject({ total: 247_500, total_human: '₱2,475.00' });
  });

  it('bills what the server computes, whatever amount the client sends, and settles the quarters', async () => {
    const { auth } = await t.payer();
    const owner = t.newOwner();
    const property = await t.addProperty(owner);
    const res = await t.bill(auth, {
      owner_id: owner.toLowerCase(),
      year: 2026,
      amount: 1,
      total: 1,
      properties: [{ pin: property.pin, period: 3, total: 1, tax_due: 1, penalty: 0 }],
    });
    expect(res.status).toBe(201);
    const id = await t.transactionOf(res.clone());
    expect(await res.json()).toMatchObject({
      data: { attributes: { total: { total: 247_500 } } },
      message: 'Created!',
    });
    expect(await t.transaction(id)).toMatchObject({ amount: 247_500, status: 'WAITING FOR PAYMENT' });
    expect((await t.pay(id, auth)).status).toBe(200);
    expect(await t.transaction(id)).toMatchObject({ status: 'PAID' });
    expect((await t.paidQuarters(property.id)).map((q) => [q.year, q.quarter, q.transactionId])).toEqual([
      [2026, 1, id],
      [2026, 2, id],
      [2026, 3, id],
    ]);
    // Only the 4th quarter is left, and no period before it can be chosen.
    const [left] = (await listOf(auth, owner, 2026)).properties;
    expect(left).toMatchObject({ quarter_from: 4, tax_due: 75_000, penalty: 0, total: 75_000 });
    expect((await t.calculate(auth, owner, 2026, [{ pin: property.pin, period: 2 }])).status).toBe(422);
  });

  it('lists a billed property as pending and does not bill it twice', async () => {
    const { auth } = await t.payer();
    const owner = t.newOwner();
    const property = await t.addProperty(owner);
    const body = { owner_id: owner, year: 2026, properties: [{ pin: property.pin, period: 4 }] };
    const first = await t.transactionOf(await t.bill(auth, body));
    const lists = await listOf(auth, owner, 2026);
    expect(lists.properties).toEqual([]);
    expect(lists.pending).toMatchObject([{ pin: property.pin, transaction_id: String(first) }]);
    // Pay Now pressed twice: the same transaction.
    const again = await t.bill(auth, body);
    expect(again.status).toBe(201);
    expect(await t.transactionOf(again)).toBe(first);
    // Another period of it, or a calculation, is refused until that billing is paid or cancelled.
    const other = await t.bill(auth, { ...body, properties: [{ pin: property.pin, period: 3 }] });
    expect(other.status).toBe(422);
    expect(JSON.stringify(await other.json())).toContain('You already have an unpaid billing for PIN');
    expect((await t.calculate(auth, owner, 2026, [{ pin: property.pin, period: 4 }])).status).toBe(422);
    expect(
      (await t.request('PUT', `/api/v1/taxpayers/transaction_histories/${first}/cancel`, auth)).status,
    ).toBe(200);
    expect((await listOf(auth, owner, 2026)).properties.map((p) => p.pin)).toEqual([property.pin]);
  });

  it('two payers of one property: whoever pays first settles it, the other is refunded automatically', async () => {
    const a = await t.payer();
    const b = await t.payer();
    const c = await t.payer();
    const owner = t.newOwner();
    const property = await t.addProperty(owner);
    const body = { owner_id: owner, year: 2026, properties: [{ pin: property.pin, period: 4 }] };
    const first = await t.transactionOf(await t.bill(a.auth, body));
    const second = await t.transactionOf(await t.bill(b.auth, body));
    const third = await t.transactionOf(await t.bill(c.auth, body));
    const secondCheckout = await t.checkoutFor(second, b.auth);

    expect(await (await t.pay(first, a.auth)).json()).toMatchObject({ result: 'applied' });
    expect(await (await t.payAtGateway(secondCheckout.id))?.json()).toMatchObject({
      result: 'held_for_refund',
    });
    expect(await t.transaction(first)).toMatchObject({ status: 'PAID' });
    // An unambiguous duplicate: returned through the gateway with no one to approve it (issue 25).
    expect(await t.transaction(second)).toMatchObject({
      status: 'PROCESSING REFUND',
      officialReceiptNumber: null,
    });
    expect((await t.paidQuarters(property.id)).every((q) => q.transactionId === first)).toBe(true);
    // The third has not opened a checkout yet: it is told the bill is paid and charged nothing.
    const refused = await t.paymentGate(third, c.auth);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('This bill has already been paid');
    expect((await listOf(c.auth, owner, 2026)).advance.map((p) => p.pin)).toEqual([property.pin]);
  });

  it('refuses delinquent properties, and properties of another kind than the transaction type', async () => {
    const { auth } = await t.payer();
    const owner = t.newOwner();
    const late = await t.addProperty(owner, { paidThrough: '2024-4' });
    const house = await t.addProperty(owner, { kind: 'BUILDING' });
    const delinquent = await t.bill(auth, {
      owner_id: owner,
      year: 2026,
      properties: [{ pin: late.pin, period: 4 }],
    });
    expect(delinquent.status).toBe(422);
    expect(JSON.stringify(await delinquent.json())).toContain('Municipal Office');
    const wrongKind = await t.bill(auth, {
      owner_id: owner,
      year: 2026,
      application_status_id: RPT_LAND_PAYMENT,
      properties: [{ pin: house.pin, period: 4 }],
    });
    expect(wrongKind.status).toBe(422);
    const unknown = await t.bill(auth, {
      owner_id: owner,
      year: 2026,
      properties: [{ pin: 'NOPE', period: 4 }],
    });
    expect(unknown.status).toBe(422);
  });

  it('after a month boundary: paymentgate asks to regenerate, and regenerate adds the month of interest', async () => {
    const { auth, taxpayerId } = await t.payer();
    const owner = t.newOwner();
    const property = await t.addProperty(owner);
    const id = await t.transactionOf(
      await t.bill(auth, { owner_id: owner, year: 2026, properties: [{ pin: property.pin, period: 3 }] }),
    );
    t.clock.advanceMinutes(21 * 24 * 60); // 1 December
    // A session three weeks idle has ended: the payer signs in again.
    const headers = { Authorization: `Bearer ${(await t.infrastructure.sessions.create(taxpayerId)).token}` };
    const stale = await t.paymentGate(id, headers);
    expect(stale.status).toBe(422);
    expect(JSON.stringify(await stale.json())).toContain('Regenerate it');
    const base = `/api/v1/taxpayers/real_property_taxes/billings_from_api_imports/${id}`;
    const inquiry = await t.request('GET', `${base}/inquire_quarter`, headers);
    // December: 9, 6 and 3 months late → 18% + 12% + 6% of ₱750 = ₱270.
    expect(await inquiry.json()).toMatchObject({
      data: {
        attributes: {
          amount: 247_500,
          current_amount: 252_000,
          quarters: [{ quarter: 1, paid: false }, {}, {}],
        },
      },
    });
    const regenerated = await t.request('PUT', `${base}/regenerate`, headers);
    expect(regenerated.status).toBe(200);
    expect(await t.transaction(id)).toMatchObject({ amount: 252_000 });
    expect((await t.paymentGate(id, headers)).status).toBe(200);
  });

  it('the demo owners cover every list (README, "Demo data")', async () => {
    const { auth } = await t.payer();
    const mixed = await listOf(auth, DEMO_RPT_OWNERS.mixed, 2026);
    expect([mixed.properties, mixed.advance, mixed.deliquent].map((l) => l.map((p) => p.kind))).toEqual([
      ['LAND'],
      ['BUILDING'],
      ['MACHINERY'],
    ]);
    expect((await listOf(auth, DEMO_RPT_OWNERS.delinquent, 2026)).deliquent).toHaveLength(2);
    expect((await listOf(auth, DEMO_RPT_OWNERS.paidAhead, 2027)).total.discount).toBeGreaterThan(0);
  });

  it('resubmits a tax clearance sent back for resubmission, and nothing else', async () => {
    const { auth, taxpayerId } = await t.payer();
    const clearance = await createTransaction(t.db, {
      taxpayerId,
      moduleType: 'RPTAX',
      transactionType: 'TAX CLEARANCE',
      description: 'Tax clearance',
      amount: 10_000,
      subject: {},
    });
    const resubmit = (id: number) =>
      t.request('PUT', `/api/v1/taxpayers/rptax_clearance/${id}/resubmit`, auth);
    expect((await resubmit(clearance.id)).status).toBe(422);
    await t.db
      .update(transactionHistories)
      .set({ status: 'FOR RESUBMISSION' })
      .where(eq(transactionHistories.id, clearance.id));
    const res = await resubmit(clearance.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      data: { attributes: { status: 'RECEIVED' } },
      message: 'Updated!',
    });
    expect((await resubmit(999_999)).status).toBe(404);
  });
});
