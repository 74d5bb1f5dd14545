import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { btaxBills } from '../../db/billing-schema';
import { checkouts, paymentAudit, refunds } from '../../db/payments-schema';
import { btaxSubject } from '../business-tax/btax-subject';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';

// Issue 25: cancelling left the checkout open, and paying it turned CANCELLED into PAID with a
// receipt. Now the cancel closes the checkout at the gateway, and money that still arrives for
// it is held for refund while the transaction stays CANCELLED.
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A payer's billing of a fresh bill, its checkout open. */
async function openBilling() {
  const [bill] = await t.db
    .insert(btaxBills)
    .values({
      source: 'API',
      bin: `444-44-4444-${String(++serial).padStart(7, '0')}`,
      year: 2026,
      period: 2,
      amount: 90_000,
      accountName: 'Carinderia',
    })
    .returning();
  const payer = await t.payer();
  const txn = await t.bill(payer.taxpayerId, 90_000, btaxSubject([bill?.id ?? 0]));
  const checkout = await t.checkoutFor(txn.id, payer.auth);
  return { ...payer, txn, checkout, billId: bill?.id ?? 0 };
}

const cancel = (id: number, auth: Record<string, string>) =>
  t.request('PUT', `/api/v1/taxpayers/transaction_histories/${id}/cancel`, auth);
const sandbox = () => {
  const s = t.services.payments.sandbox;
  if (!s) throw new Error('no sandbox');
  return s;
};
const refundsOf = (id: number) => t.db.select().from(refunds).where(eq(refunds.transactionId, id));
const billPaidBy = async (id: number) =>
  (await t.db.select().from(btaxBills).where(eq(btaxBills.id, id)))[0]?.paidTransactionId;

describe('a cancelled bill cannot be paid', () => {
  it('closes the checkout at the gateway: its page says so and refuses Pay, nothing is paid', async () => {
    const { txn, checkout, auth, billId } = await openBilling();
    expect((await cancel(txn.id, auth)).status).toBe(200);

    expect((await sandbox().session(checkout.id))?.status).toBe('expired');
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row?.gatewayClosedAt).not.toBeNull();
    const page = await t.request('GET', `/sandbox/checkout/${checkout.id}`);
    expect(await page.text()).toContain('This checkout has expired.');

    // The old page's Pay, posted anyway: no webhook, the browser goes back to the portal.
    const pay = await t.request('POST', `/sandbox/checkout/${checkout.id}/pay`);
    expect(pay.status).toBe(303);
    expect(await t.payAtGateway(checkout.id)).toBeNull();
    expect(await t.transaction(txn.id)).toMatchObject({ status: 'CANCELLED', officialReceiptNumber: null });
    expect(await billPaidBy(billId)).toBeNull();
    expect(
      (await t.db.select().from(paymentAudit).where(eq(paymentAudit.transactionId, txn.id))).map(
        (a) => a.action,
      ),
    ).toEqual(['checkout_closed']);
  });

  it('pays the old checkout after the cancel: held for refund, still CANCELLED, no receipt', async () => {
    const { txn, checkout, auth, billId } = await openBilling();
    // The payer pressed Pay on the gateway's page just before cancelling in another tab.
    const decided = await sandbox().decide(checkout.id, 'pay');
    expect((await cancel(txn.id, auth)).status).toBe(200);
    // The gateway's webhook arrives after the cancel (and again: providers retry).
    for (let i = 0; i < 2; i++) {
      const answer = await t.request(
        'POST',
        '/api/v1/payments/webhooks/sandbox',
        { 'Bayan-Signature': decided?.signature ?? '' },
        decided?.rawBody,
      );
      expect(answer.status).toBe(200);
    }
    expect(await t.transaction(txn.id)).toMatchObject({
      status: 'CANCELLED',
      officialReceiptNumber: null,
      paidAt: null,
    });
    expect(await billPaidBy(billId)).toBeNull();
    expect(await refundsOf(txn.id)).toMatchObject([
      { reason: 'cancelled', amount: 92_500, status: 'for_approval' },
    ]);
    const shown = await t.request('GET', `/api/v1/taxpayers/transaction_histories/${txn.id}`, auth);
    expect(((await shown.json()) as { data: { attributes: unknown } }).data.attributes).toMatchObject({
      status: 'CANCELLED',
      receipt_url: null,
      refunds: [{ reason: 'cancelled', amount: '925.00', status: 'for_approval' }],
    });
  });

  it('a signed paid event for a cancelled transaction is held, never applied', async () => {
    const { txn, checkout, auth } = await openBilling();
    await cancel(txn.id, auth);
    const answer = await t.webhook(checkout.id, 'paid');
    expect(await answer.json()).toMatchObject({ result: 'held_for_refund' });
    expect(await t.transaction(txn.id)).toMatchObject({ status: 'CANCELLED', officialReceiptNumber: null });
    // A replay of it changes nothing more.
    expect(await (await t.webhook(checkout.id, 'paid')).json()).toMatchObject({ result: 'duplicate' });
    expect(await refundsOf(txn.id)).toHaveLength(1);
  });

  it('cancel racing the webhook: either PAID with the cancel refused, or CANCELLED with the money held', async () => {
    for (let round = 0; round < 6; round++) {
      const { txn, checkout, auth } = await openBilling();
      const decided = await sandbox().decide(checkout.id, 'pay');
      const [cancelled] = await Promise.all([
        cancel(txn.id, auth),
        t.request(
          'POST',
          '/api/v1/payments/webhooks/sandbox',
          { 'Bayan-Signature': decided?.signature ?? '' },
          decided?.rawBody,
        ),
      ]);
      const row = await t.transaction(txn.id);
      if (cancelled.status === 200) {
        expect(row).toMatchObject({ status: 'CANCELLED', officialReceiptNumber: null });
        expect(await refundsOf(txn.id)).toMatchObject([{ reason: 'cancelled' }]);
      } else {
        expect(cancelled.status).toBe(422);
        expect(row?.status).toBe('PAID');
        expect(row?.officialReceiptNumber).toMatch(/^OR-/);
        expect(await refundsOf(txn.id)).toEqual([]);
      }
    }
  });

  it('closes it later when the gateway cannot be reached at the cancel', async () => {
    const { txn, checkout, auth } = await openBilling();
    const gateway = sandbox().gateway;
    const expire = gateway.expireCheckout;
    gateway.expireCheckout = () => Promise.reject(new Error('gateway down'));
    try {
      expect((await cancel(txn.id, auth)).status).toBe(200);
    } finally {
      gateway.expireCheckout = expire;
    }
    expect((await sandbox().session(checkout.id))?.status).toBe('pending');
    await t.services.payments.closer.closeRetired();
    expect((await sandbox().session(checkout.id))?.status).toBe('expired');
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(row?.gatewayClosedAt).not.toBeNull();
  });

  it('a checkout retired for another total is closed at the gateway too', async () => {
    const { txn, checkout, auth } = await openBilling();
    // The wallet's checkout of a GCash user, then the browser's at another fee, would do this;
    // here the amount of the transaction changes under the open checkout.
    await t.db.update(checkouts).set({ amount: 1 }).where(eq(checkouts.id, checkout.id));
    const next = await t.checkoutFor(txn.id, auth);
    expect(next.id).not.toBe(checkout.id);
    expect((await sandbox().session(checkout.id))?.status).toBe('expired');
  });
});
