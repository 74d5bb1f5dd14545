import { eq } from 'drizzle-orm';
import { workflowStatus } from '@/domain/statuses/application-workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, refunds } from '../../db/payments-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { applicationBilling } from './application-billing';
import { fixedSchedule } from '../../fees/fee-schedules';
import { loadFeeSchedule } from './assessment-schedule';
import { auditTrail, filedApplication, payable } from './assessment-test-kit';
import { createAssessmentService } from './assessment.service';
import { moveStatus } from '../applications/move-status';
import { regenerateSoa } from './regenerate-soa';
import { expireDueSoas } from './soa-expire-due';

let t: PaymentsTestApp;
let assessment: ReturnType<typeof createAssessmentService>;
const schedule = fixedSchedule(loadFeeSchedule());
beforeAll(async () => {
  t = await createPaymentsTestApp();
  assessment = createAssessmentService({ db: t.db, now: t.clock.now, schedule });
});
afterAll(() => t.close());

const audit = (applicationId: number) => auditTrail(t.db, applicationId);

const heldOf = (transactionId: number) =>
  t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));

// ₱75.00 business tax (§143 on ₱150,000) + ₱500 + ₱200 + ₱300 + ₱500 regulatory fees.
const TOTAL = 157_500;

async function assessed() {
  const payer = await t.payer();
  const app = await filedApplication(t, payer);
  const result = payable(await assessment.assess(app.id, {}, 'staff:7'));
  return { payer, ...app, soa: result.soa };
}

// A fresh sign-in once the clock has moved past the payer's session.
const signIn = async (taxpayerId: number) => {
  const { token } = await t.infrastructure.sessions.create(taxpayerId);
  return { Authorization: `Bearer ${token}` };
};

const expire = async (transactionId: number) => {
  // Past the shipped schedule's expiry (20 days from the day of issue).
  t.clock.advanceMinutes(40 * 24 * 60);
  await expireDueSoas(t.db, t.clock.now());
  expect(await t.transaction(transactionId)).toMatchObject({ status: 'EXPIRED SOA' });
};

describe('paying the SOA through the spine', () => {
  it('settles to PAID with the receipt and an audit row by the gateway', async () => {
    const { payer, id, transactionId, soa } = await assessed();
    const checkout = await t.checkoutFor(transactionId, payer.auth);
    expect(await (await t.webhook(checkout.id, 'paid')).json()).toMatchObject({ result: 'applied' });
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'PAID' });
    expect((await t.transaction(transactionId))?.officialReceiptNumber).toMatch(/^OR-/);
    expect((await audit(id)).at(-1)).toMatchObject({
      actor: 'gateway',
      from: 'WAITING FOR PAYMENT',
      to: 'PAID',
    });
    expect((await applicationBilling(t.db, id)).soa).toMatchObject({ number: soa.soaNumber, status: 'PAID' });
    // Replayed: the same event again changes nothing and writes no second audit row.
    expect(await (await t.webhook(checkout.id, 'paid')).json()).toMatchObject({ result: 'duplicate' });
    expect((await audit(id)).filter((r) => r.to === 'PAID')).toHaveLength(1);
  });

  it('a wrong amount: held for refund, the application stays in its workflow (audited) and the right amount still pays', async () => {
    const { payer, id, transactionId } = await assessed();
    const checkout = await t.checkoutFor(transactionId, payer.auth);
    expect(await (await t.webhook(checkout.id, 'paid', { amount: 100 })).json()).toMatchObject({
      result: 'held_for_refund',
    });
    const txn = await t.transaction(transactionId);
    expect(txn).toMatchObject({ status: 'WAITING FOR PAYMENT', officialReceiptNumber: null });
    expect(workflowStatus(txn?.status ?? '')).toBeDefined();
    expect((await audit(id)).at(-1)).toEqual({
      actor: 'gateway',
      from: 'WAITING FOR PAYMENT',
      to: 'WAITING FOR PAYMENT',
      reason: 'A payment of ₱1.00 was not the amount of the checkout: it is held for the treasury to refund.',
    });
    expect(await heldOf(transactionId)).toMatchObject([{ reason: 'amount_mismatch', amount: 100 }]);
    expect((await applicationBilling(t.db, id)).soa?.status).toBe('PAYABLE');
    // The taxpayer is shown the held payment on the transaction, and pays the SOA's amount.
    const doc = (await (
      await t.request('GET', `/api/v1/taxpayers/transaction_histories/${String(transactionId)}`, payer.auth)
    ).json()) as { data: { attributes: { refunds: unknown[] } } };
    expect(doc.data.attributes.refunds).toMatchObject([{ reason: 'amount_mismatch', amount: '1.00' }]);
    const again = await t.checkoutFor(transactionId, payer.auth);
    expect(again.id).not.toBe(checkout.id);
    expect(await (await t.webhook(again.id, 'paid')).json()).toMatchObject({ result: 'applied' });
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'PAID' });
  });

  it('paid twice (a second checkout left open): one settles, the other is held and audited', async () => {
    const { payer, id, transactionId } = await assessed();
    const first = await t.checkoutFor(transactionId, payer.auth);
    // The checkout the payer opened earlier on another tab, retired but still payable at the gateway.
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, first.id));
    if (!row) throw new Error('no checkout');
    await t.db
      .insert(checkouts)
      .values({ ...row, id: `${row.id}x`, gatewayReference: `${row.gatewayReference}x`, status: 'expired' });
    expect(await (await t.webhook(first.id, 'paid')).json()).toMatchObject({ result: 'applied' });
    expect(await (await t.webhook(`${row.id}x`, 'paid')).json()).toMatchObject({ result: 'held_for_refund' });
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'PAID' });
    // The hold is noted in the audit, from PAID to PAID: still one move to PAID.
    expect((await audit(id)).filter((r) => r.to === 'PAID' && r.from !== 'PAID')).toHaveLength(1);
    expect((await audit(id)).at(-1)).toMatchObject({ from: 'PAID', to: 'PAID', actor: 'gateway' });
    expect((await audit(id)).at(-1)?.reason).toMatch(/^A payment of ₱1,600\.00 came after/);
  });
});

describe('a superseded SOA never settles the application', () => {
  it('reassessed to a higher total: the old, cheaper checkout paid later is held; the new SOA stays payable', async () => {
    const payer = await t.payer();
    const app = await filedApplication(t, payer);
    const { lines } = await assessment.computed(app.id);
    // ₱100 off the fire inspection fee: within the share one officer may adjust alone (issue 25).
    const cheaper = lines.map((l) => (l.code === 'FIRE_SAFETY' ? { ...l, amount: l.amount - 10_000 } : l));
    const first = payable(
      await assessment.assess(app.id, { lines: cheaper, reason: 'Inspection not due this year' }, 'staff:7'),
    );
    const old = await t.checkoutFor(app.transactionId, payer.auth);
    await moveStatus(
      t.db,
      { applicationId: app.id, to: 'FOR REASSESSMENT', actor: 'staff:7', reason: 'Inspection is due' },
      t.clock.now(),
    );
    // Retired with the move: while the office reassesses, no old page takes money for it.
    expect((await t.db.select().from(checkouts).where(eq(checkouts.id, old.id)))[0]?.status).toBe('expired');
    const second = payable(await assessment.assess(app.id, {}, 'staff:7'));
    expect(second.soa.total).toBe(TOTAL);
    expect(first.soa.total).toBe(TOTAL - 10_000);
    // Retired at once, so the payment page never offers it again.
    expect((await t.db.select().from(checkouts).where(eq(checkouts.id, old.id)))[0]?.status).toBe('expired');

    expect(await (await t.webhook(old.id, 'paid')).json()).toMatchObject({ result: 'held_for_refund' });
    expect(await t.transaction(app.transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: TOTAL,
      officialReceiptNumber: null,
    });
    expect(await heldOf(app.transactionId)).toMatchObject([{ reason: 'duplicate', checkoutId: old.id }]);
    const trail = await audit(app.id);
    expect(trail.some((r) => r.to === 'PAID')).toBe(false);
    expect(trail.at(-1)).toMatchObject({ from: 'WAITING FOR PAYMENT', to: 'WAITING FOR PAYMENT' });
    expect(trail.at(-1)?.reason).toContain(
      `earlier statement of account; ${second.soa.soaNumber} is the one`,
    );
    expect((await applicationBilling(t.db, app.id)).soa).toMatchObject({
      number: second.soa.soaNumber,
      status: 'PAYABLE',
    });

    const fresh = await t.checkoutFor(app.transactionId, payer.auth);
    expect(fresh.id).not.toBe(old.id);
    expect(await (await t.webhook(fresh.id, 'paid')).json()).toMatchObject({ result: 'applied' });
    expect((await applicationBilling(t.db, app.id)).soa).toMatchObject({
      number: second.soa.soaNumber,
      status: 'PAID',
    });
  });

  it('expired but not replaced: money under way settles; once regenerated, the old checkout is held', async () => {
    const a = await assessed();
    const underWay = await t.checkoutFor(a.transactionId, a.payer.auth);
    await expire(a.transactionId);
    expect(await (await t.webhook(underWay.id, 'paid')).json()).toMatchObject({ result: 'applied' });
    expect(await t.transaction(a.transactionId)).toMatchObject({ status: 'PAID' });

    const b = await assessed();
    const old = await t.checkoutFor(b.transactionId, b.payer.auth);
    await expire(b.transactionId);
    const fresh = await regenerateSoa({ db: t.db, schedule }, b.payer.taxpayerId, b.id, t.clock.now());
    expect(fresh.total).toBe(TOTAL);
    // Same amount, yet the old pending checkout is not reused for the new SOA.
    const next = await t.checkoutFor(b.transactionId, await signIn(b.payer.taxpayerId));
    expect(next.id).not.toBe(old.id);
    expect(await (await t.webhook(old.id, 'paid')).json()).toMatchObject({ result: 'held_for_refund' });
    expect(await t.transaction(b.transactionId)).toMatchObject({ status: 'WAITING FOR PAYMENT' });
    expect((await applicationBilling(t.db, b.id)).soa).toMatchObject({
      number: fresh.soaNumber,
      status: 'PAYABLE',
    });
    expect(await (await t.webhook(next.id, 'paid')).json()).toMatchObject({ result: 'applied' });
    expect((await audit(b.id)).filter((r) => r.to === 'PAID')).toHaveLength(1);
  });

  it('regenerate racing the old checkout’s webhook: either the old SOA is paid or the money is held, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { payer, id, transactionId, soa } = await assessed();
      const old = await t.checkoutFor(transactionId, payer.auth);
      await expire(transactionId);
      const [regenerated, hook] = await Promise.allSettled([
        regenerateSoa({ db: t.db, schedule }, payer.taxpayerId, id, t.clock.now()),
        t.webhook(old.id, 'paid').then(async (res) => ((await res.json()) as { result: string }).result),
      ]);
      const txn = await t.transaction(transactionId);
      const held = await heldOf(transactionId);
      const billing = await applicationBilling(t.db, id);
      if (regenerated.status === 'fulfilled') {
        expect(hook).toEqual({ status: 'fulfilled', value: 'held_for_refund' });
        expect(txn?.status).toBe('WAITING FOR PAYMENT');
        expect(held).toHaveLength(1);
        expect(billing.soa).toMatchObject({ number: regenerated.value.soaNumber, status: 'PAYABLE' });
      } else {
        expect(regenerated.reason).toMatchObject({ status: 409 });
        expect(hook).toEqual({ status: 'fulfilled', value: 'applied' });
        expect(txn?.status).toBe('PAID');
        expect(held).toHaveLength(0);
        expect(billing.soa).toMatchObject({ number: soa.soaNumber, status: 'PAID' });
      }
      expect((await audit(id)).filter((r) => r.to === 'PAID')).toHaveLength(txn?.status === 'PAID' ? 1 : 0);
    }
  });
});
