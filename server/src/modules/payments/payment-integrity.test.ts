import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/auth-schema';
import { btaxBills } from '../../db/billing-schema';
import { checkouts, paymentAudit, refunds, transactionHistories } from '../../db/payments-schema';
import { readEnv } from '../../env';
import { btaxSubject } from '../business-tax/btax-subject';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';

// Money taken twice for one bill, or for the wrong amount, never becomes a second receipt: the
// first payment settles, anything else is held (issue 10, items 1-2). A duplicate of exactly the
// checkout's amount goes back automatically; a wrong amount waits for the treasury (issue 25).
const TREASURY = 'treasury@city.gov.ph';
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp({ config: readEnv({ TREASURY_ALERT_EMAIL: TREASURY }) });
});
afterAll(() => t.close());

let serial = 0;
async function unpaidBill(amount = 1_242_500) {
  const [bill] = await t.db
    .insert(btaxBills)
    .values({
      source: 'API',
      bin: `222-22-2222-${String(++serial).padStart(7, '0')}`,
      year: 2026,
      period: 3,
      amount,
      accountName: 'Sari-sari',
    })
    .returning();
  if (!bill) throw new Error('bill not made');
  return bill;
}

/** A payer's billing of the given bills, with its checkout opened. */
async function billingOf(
  billIds: number[],
  amount: number,
  payer?: Awaited<ReturnType<PaymentsTestApp['payer']>>,
) {
  const who = payer ?? (await t.payer());
  const txn = await t.bill(who.taxpayerId, amount, btaxSubject(billIds));
  const checkout = await t.checkoutFor(txn.id, who.auth);
  return { txn, checkout, ...who };
}

const refundsOf = (transactionId: number) =>
  t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));
const billRow = async (id: number) => (await t.db.select().from(btaxBills).where(eq(btaxBills.id, id)))[0];
const alertsSent = () => t.db.select().from(outbox).where(eq(outbox.to, TREASURY));

describe('two payments of one bill', () => {
  it('two payers who both open checkouts before either pays: one receipt, the other refunded automatically', async () => {
    const bill = await unpaidBill();
    const first = await billingOf([bill.id], bill.amount);
    const second = await billingOf([bill.id], bill.amount);
    const alertsBefore = (await alertsSent()).length;

    expect(await (await t.payAtGateway(first.checkout.id))?.json()).toMatchObject({ result: 'applied' });
    expect(await (await t.payAtGateway(second.checkout.id))?.json()).toMatchObject({
      result: 'held_for_refund',
    });

    const paid = await t.transaction(first.txn.id);
    const held = await t.transaction(second.txn.id);
    expect(paid).toMatchObject({ status: 'PAID' });
    expect(paid?.officialReceiptNumber).toMatch(/^OR-/);
    // No person in between (issue 25): the duplicate went back through the gateway at once.
    expect(held).toMatchObject({ status: 'PROCESSING REFUND', officialReceiptNumber: null, paidAt: null });
    expect((await billRow(bill.id))?.paidTransactionId).toBe(first.txn.id);
    expect(await refundsOf(second.txn.id)).toMatchObject([
      {
        reason: 'duplicate',
        amount: bill.amount + 2_500,
        currency: 'PHP',
        status: 'refunded',
        approvedBy: 'automatic',
      },
    ]);
    expect((await t.services.payments.sandbox?.session(second.checkout.id))?.refunds).toMatchObject([
      { amount: bill.amount + 2_500, reason: 'duplicate' },
    ]);
    // The audit says it was automatic, and why.
    const audit = await t.db.select().from(paymentAudit).where(eq(paymentAudit.transactionId, second.txn.id));
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['payment_held', 'automatic'],
      ['refund_requested', 'automatic'],
      ['refund_done', 'automatic'],
    ]);
    expect(audit[1]?.detail).toMatch(/^Refunded automatically: an unambiguous duplicate\./);
    expect(await refundsOf(first.txn.id)).toEqual([]);
    // The treasury is told, and the taxpayer sees why and what happens next, with no receipt.
    const alerts = await alertsSent();
    expect(alerts.length).toBe(alertsBefore + 1);
    expect(alerts.at(-1)?.body).toContain(held?.referenceNumber);
    const shown = await t.request(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${second.txn.id}`,
      second.auth,
    );
    const doc = (await shown.json()) as { data: { attributes: Record<string, unknown> } };
    expect(doc.data.attributes).toMatchObject({
      status: 'PROCESSING REFUND',
      receipt_url: null,
      refunds: [{ reason: 'duplicate', amount: '12450.00', status: 'refunded' }],
    });
    const receipt = await t.request(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${second.txn.id}/receipt.pdf`,
      second.auth,
    );
    expect(receipt.status).toBe(422);
  });

  it('payments settling at the same moment still issue exactly one receipt', async () => {
    const bill = await unpaidBill();
    const payers = await Promise.all([1, 2, 3, 4].map(() => billingOf([bill.id], bill.amount)));
    const answers = await Promise.all(payers.map((p) => t.webhook(p.checkout.id, 'paid')));
    const results = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { result: string }).result),
    );
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'held_for_refund')).toHaveLength(3);
    const rows = await Promise.all(payers.map((p) => t.transaction(p.txn.id)));
    expect(rows.filter((r) => r?.officialReceiptNumber)).toHaveLength(1);
    const winner = rows.find((r) => r?.status === 'PAID');
    expect((await billRow(bill.id))?.paidTransactionId).toBe(winner?.id);
  });

  it('an overlapping billing (Q3, then Q3-Q4) paid after the first settles nothing of either quarter', async () => {
    const q3 = await unpaidBill(300_000);
    const q4 = await unpaidBill(300_000);
    const payer = await t.payer();
    const first = await billingOf([q3.id], 300_000, payer);
    const both = await billingOf([q3.id, q4.id], 600_000);
    await t.payAtGateway(first.checkout.id);
    await t.payAtGateway(both.checkout.id);
    expect((await t.transaction(both.txn.id))?.status).toBe('PROCESSING REFUND');
    expect(await refundsOf(both.txn.id)).toMatchObject([{ reason: 'duplicate', status: 'refunded' }]);
    // All or nothing: Q4 stays unpaid, so it is billed again rather than half-settled.
    expect((await billRow(q4.id))?.paidTransactionId).toBeNull();
    expect((await billRow(q3.id))?.paidTransactionId).toBe(first.txn.id);
  });

  it('a second checkout of a transaction already paid is held for refund; the first receipt stands', async () => {
    const bill = await unpaidBill();
    const { txn, checkout, auth } = await billingOf([bill.id], bill.amount);
    // The payer opened a checkout, it was retired (e.g. the fee changed), and both got paid.
    await t.db.update(checkouts).set({ status: 'expired' }).where(eq(checkouts.id, checkout.id));
    const again = await t.checkoutFor(txn.id, auth);
    await t.webhook(again.id, 'paid');
    const receipt = (await t.transaction(txn.id))?.officialReceiptNumber;
    expect(await (await t.webhook(checkout.id, 'paid')).json()).toMatchObject({ result: 'held_for_refund' });
    expect(await t.transaction(txn.id)).toMatchObject({ status: 'PAID', officialReceiptNumber: receipt });
    expect(await refundsOf(txn.id)).toMatchObject([{ checkoutId: checkout.id, reason: 'duplicate' }]);
  });
});

describe('an event whose amount is not the checkout’s', () => {
  it.each([
    ['one centavo', { amount: 1 }],
    ['dollars', { currency: 'USD' }],
    ['no amount at all', { amount: null }],
    ['no currency', { currency: null }],
  ])('a correctly signed paid event for %s settles nothing', async (_, money) => {
    const bill = await unpaidBill();
    const { txn, checkout } = await billingOf([bill.id], bill.amount);
    const alertsBefore = (await alertsSent()).length;
    const answer = await t.webhook(checkout.id, 'paid', money);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ result: 'held_for_refund' });
    expect(await t.transaction(txn.id)).toMatchObject({
      status: 'FOR REFUND APPROVAL',
      officialReceiptNumber: null,
    });
    expect((await t.checkoutsOf(txn.id))[0]?.status).toBe('held');
    expect((await billRow(bill.id))?.paidTransactionId).toBeNull();
    expect(await refundsOf(txn.id)).toMatchObject([
      { reason: 'amount_mismatch', expectedAmount: bill.amount + 2_500, status: 'for_approval' },
    ]);
    expect((await alertsSent()).length).toBe(alertsBefore + 1);
    // A later event with the right amount for the same checkout changes nothing either.
    await t.webhook(checkout.id, 'paid', { eventId: `${checkout.id}-again` });
    expect((await t.transaction(txn.id))?.status).toBe('FOR REFUND APPROVAL');
  });

  it('the bill stays payable by another billing after a mismatched payment', async () => {
    const bill = await unpaidBill();
    const wrong = await billingOf([bill.id], bill.amount);
    await t.webhook(wrong.checkout.id, 'paid', { amount: 1 });
    const right = await billingOf([bill.id], bill.amount);
    await t.webhook(right.checkout.id, 'paid');
    expect((await t.transaction(right.txn.id))?.status).toBe('PAID');
    expect((await billRow(bill.id))?.paidTransactionId).toBe(right.txn.id);
    const rows = await t.db
      .select()
      .from(transactionHistories)
      .where(eq(transactionHistories.id, wrong.txn.id));
    expect(rows[0]?.officialReceiptNumber).toBeNull();
  });
});
