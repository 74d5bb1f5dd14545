import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, transactionHistories } from '../../db/payments-schema';
import { soas } from '../../db/violations-fees-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { soaSubject } from '../misc-fees/soa-subject';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';

// Issue 28: a cashier posts the over-the-counter payment of an online statement of account with
// the OR issued: the amount must be the SOA's total, once only, and through the settlement the
// gateway uses, so a cashier racing an online payment of the same SOA gives one receipt.

let t: PaymentsTestApp;
let cashier: string;
let cashierId: number;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  const member = await signedInStaff(t, ['cashier'], 'Carla Cashier');
  cashier = `Bearer ${member.token}`;
  cashierId = member.id;
});
afterAll(() => t.close());

let serial = 0;
/** An SOA billed online to a resident (its transaction waiting for payment). */
async function billedSoa(amount = 65_000) {
  const soaNumber = `SOA-2026-${String(700_000 + ++serial)}`;
  const [soa] = await t.db
    .insert(soas)
    .values({
      soaNumber,
      payorName: 'ROSA REYES',
      billDate: '2026-01-05',
      amount,
      office: 'CTO',
      description: 'Stall rental',
      expiresOn: '2099-12-31',
    })
    .returning();
  const payer = await t.payer();
  const txn = await t.bill(
    payer.taxpayerId,
    amount,
    soaSubject(soa?.id ?? 0, { soa_number: soaNumber, payor_name: 'ROSA REYES' }),
  );
  return { ...payer, txn, soaNumber, soaId: soa?.id ?? 0 };
}

const post = (body: Record<string, unknown>, auth = cashier) =>
  t.request(
    'POST',
    '/api/v1/staff/cashier/postings',
    { Authorization: auth, 'Content-Type': 'application/json' },
    JSON.stringify(body),
  );

describe('the cashier posts an over-the-counter payment of a statement of account', () => {
  it('finds it by SOA number, and records it with the OR issued, the SOA paid, the cashier as collector', async () => {
    const { txn, soaNumber, soaId } = await billedSoa();
    const found = await t.request('GET', `/api/v1/staff/cashier/statements?q=${soaNumber}`, {
      Authorization: cashier,
    });
    const { data } = (await found.json()) as { data: { transaction_id: number; amount: number }[] };
    expect(data).toEqual([expect.objectContaining({ transaction_id: txn.id, amount: 65_000 })]);
    const res = await post({ transaction_id: txn.id, or_number: 'af51-0012345', amount: '650.00' });
    expect(res.status).toBe(201);
    const after = await t.transaction(txn.id);
    expect(after).toMatchObject({ status: 'PAID', officialReceiptNumber: 'AF51-0012345' });
    const [soa] = await t.db.select().from(soas).where(eq(soas.id, soaId));
    expect(soa?.paidTransactionId).toBe(txn.id);
    const counter = (await t.checkoutsOf(txn.id)).filter((c) => c.gateway === 'counter');
    expect(counter.map((c) => [c.status, c.collectedBy, c.amount])).toEqual([
      ['paid', `staff:${cashierId}`, 65_000],
    ]);
    // Once only: the same posting again is refused, and so is the same OR on another SOA.
    expect((await post({ transaction_id: txn.id, or_number: 'AF51-0012345', amount: '650.00' })).status).toBe(
      409,
    );
    const other = await billedSoa();
    expect(
      (await post({ transaction_id: other.txn.id, or_number: 'AF51-0012345', amount: '650.00' })).status,
    ).toBe(409);
    expect((await t.transaction(other.txn.id))?.status).toBe('WAITING FOR PAYMENT');
    expect((await t.checkoutsOf(other.txn.id)).map((c) => c.status)).toEqual(['cancelled']);
  });

  it('refuses an amount that is not the total, an OR number that is not one, and a bill that is not an SOA', async () => {
    const { txn } = await billedSoa();
    expect((await post({ transaction_id: txn.id, or_number: 'AF51-1', amount: '600.00' })).status).toBe(422);
    expect((await post({ transaction_id: txn.id, or_number: 'not one!', amount: '650.00' })).status).toBe(
      422,
    );
    const payer = await t.payer();
    const fee = await t.bill(payer.taxpayerId, 65_000, { kind: 'misc_fee' });
    expect((await post({ transaction_id: fee.id, or_number: 'AF51-2', amount: '650.00' })).status).toBe(404);
    expect((await t.transaction(txn.id))?.status).toBe('WAITING FOR PAYMENT');
  });

  it('racing an online payment of the same SOA gives one receipt; the other money is held for refund', async () => {
    const { txn, auth } = await billedSoa();
    const checkout = await t.checkoutFor(txn.id, auth);
    const [counter] = await Promise.all([
      post({ transaction_id: txn.id, or_number: 'AF51-3', amount: '650.00' }),
      t.webhook(checkout.id, 'paid'),
    ]);
    const after = await t.transaction(txn.id);
    expect(after?.status).toBe('PAID');
    const held = await t.db.select().from(refunds).where(eq(refunds.transactionId, txn.id));
    // Exactly one payment settled: the other is held (the cashier is told to give the cash back).
    expect(held).toHaveLength(1);
    if (counter.status === 201) expect(after?.officialReceiptNumber).toBe('AF51-3');
    else expect(counter.status).toBe(409);
    const paidRows = await t.db
      .select()
      .from(transactionHistories)
      .where(eq(transactionHistories.officialReceiptNumber, 'AF51-3'));
    expect(paidRows.length).toBe(counter.status === 201 ? 1 : 0);
  });

  it('is refused to support staff, who do not take money', async () => {
    const support = await staffBearer(t, ['support']);
    expect((await post({}, support)).status).toBe(403);
  });
});
