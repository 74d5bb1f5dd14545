import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { btaxBills } from '../../db/billing-schema';
import { btaxSubject } from '../business-tax/btax-subject';
import { staffBearer } from '../staff/staff-test-kit';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';

// Issue 25: an automatic refund says so in the audit. The portal's own trail of payments
// (payment_audit) is one of the trails the console's audit viewer reads (audit_trail).
let t: PaymentsTestApp;
let operator: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  operator = await staffBearer(t, ['operator']);
});
afterAll(() => t.close());

interface Entry {
  actor: string;
  actor_kind: string;
  actor_name: string;
  action: string;
  subject_name: string;
  detail: { detail?: string; checkout_id?: string };
}
const audit = async (action: string) => {
  const res = await t.request('GET', `/api/v1/staff/audit?action=${action}`, { Authorization: operator });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Entry[] }).data;
};

let serial = 0;
async function bill() {
  const bin = `555-55-5555-${String(++serial).padStart(7, '0')}`;
  const [row] = await t.db
    .insert(btaxBills)
    .values({ source: 'API', bin, year: 2026, period: 2, amount: 40_000, accountName: 'X' })
    .returning();
  return btaxSubject([row?.id ?? 0]);
}

describe('the audit viewer shows what the portal did to payments', () => {
  it('a duplicate refunded automatically, by the portal, named by the transaction’s reference', async () => {
    const subject = await bill();
    const payers = [await t.payer(), await t.payer()];
    const txns = await Promise.all(payers.map((p) => t.bill(p.taxpayerId, 40_000, subject)));
    const opened = await Promise.all(txns.map((x, i) => t.checkoutFor(x.id, payers[i]?.auth ?? {})));
    for (const c of opened) await t.payAtGateway(c.id);
    const second = await t.transaction(txns[1]?.id ?? 0);

    const held = await audit('payment.payment-held');
    expect(held).toMatchObject([
      { actor: 'automatic', actor_kind: 'system', subject_name: second?.referenceNumber },
    ]);
    expect(held[0]?.detail.detail).toMatch(/^Held for refund \(duplicate\)/);
    const refunded = await audit('payment.refund-done');
    expect(refunded).toMatchObject([
      { actor: 'automatic', actor_name: 'automatic', subject_name: second?.referenceNumber },
    ]);
    expect(refunded[0]?.detail.checkout_id).toBe(opened[1]?.id);
    expect(await audit('payment.refund-requested')).toMatchObject([
      { detail: { detail: expect.stringMatching(/^Refunded automatically: an unambiguous duplicate\./) } },
    ]);
  });

  it('a checkout closed at the gateway when its transaction was cancelled', async () => {
    const payer = await t.payer();
    const txn = await t.bill(payer.taxpayerId, 40_000, await bill());
    const checkout = await t.checkoutFor(txn.id, payer.auth);
    await t.request('PUT', `/api/v1/taxpayers/transaction_histories/${txn.id}/cancel`, payer.auth);
    expect(await audit('payment.checkout-closed')).toMatchObject([
      {
        actor: 'automatic',
        subject_name: txn.referenceNumber,
        detail: { checkout_id: checkout.id, detail: expect.stringMatching(/transaction CANCELLED/) },
      },
    ]);
  });
});
