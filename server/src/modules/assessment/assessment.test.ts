import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/applications-schema';
import { applicationSoas } from '../../db/permits-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { applicationBilling } from './application-billing';
import { fixedSchedule } from '../../fees/fee-schedules';
import { loadFeeSchedule } from './assessment-schedule';
import { auditTrail, filedApplication, payable } from './assessment-test-kit';
import { createAssessmentService } from './assessment.service';
import { moveStatus } from '../applications/move-status';
import { releaseApplication as releasePermit } from '../staff-review/release-application';
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

// ₱75.00 business tax (§143 on ₱150,000) + ₱500 + ₱200 + ₱300 + ₱500 regulatory fees.
const TOTAL = 157_500;

async function assessed() {
  const payer = await t.payer();
  const app = await filedApplication(t, payer);
  const result = payable(await assessment.assess(app.id, {}, 'staff:7'));
  return { payer, ...app, soa: result.soa };
}

describe('assessment', () => {
  it('computes the §143 tax and the configured fees from the application', async () => {
    const app = await filedApplication(t, await t.payer());
    const { lines, total } = await assessment.computed(app.id);
    expect(lines.map((l) => [l.code, l.amount])).toEqual([
      ['BUSINESS_TAX_1', 7_500],
      ['MAYORS_PERMIT', 50_000],
      ['SANITARY', 20_000],
      ['GARBAGE', 30_000],
      ['FIRE_SAFETY', 50_000],
    ]);
    expect(lines[0]?.basis).toBe('0.05% of ₱150,000.00 capital');
    expect(total).toBe(TOTAL);
  });

  it('confirmed: the SOA, the payable transaction and WAITING FOR PAYMENT with its audit row, together', async () => {
    const { id, transactionId, soa } = await assessed();
    expect(soa.soaNumber).toMatch(/^BP-SOA-\d{4}-\d{6}$/);
    expect(soa.total).toBe(TOTAL);
    expect(await t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: TOTAL,
      subject: { kind: 'application_soa', application_id: id, soa_id: soa.id },
    });
    expect((await audit(id)).at(-1)).toEqual({
      actor: 'staff:7',
      from: 'FOR ASSESSMENT (TREASURY)',
      to: 'WAITING FOR PAYMENT',
      reason: '',
    });
  });

  it('adjusted: needs a reason of 10 characters or more (nothing changes without one), which the audit keeps', async () => {
    const app = await filedApplication(t, await t.payer());
    const { lines } = await assessment.computed(app.id);
    // Garbage collection twice a week instead of daily: ₱100 less, within the share one officer may adjust.
    const fewer = lines.map((l) => (l.code === 'GARBAGE' ? { ...l, amount: 20_000 } : l));
    await expect(assessment.assess(app.id, { lines: fewer }, 'staff:7')).rejects.toMatchObject({
      status: 422,
      fields: { reason: ['Say why the assessment was adjusted.'] },
    });
    await expect(
      assessment.assess(app.id, { lines: fewer, reason: 'Fewer' }, 'staff:7'),
    ).rejects.toMatchObject({
      status: 422,
      fields: { reason: ['The reason must be at least 10 characters.'] },
    });
    // A reason longer than the console's box is refused, not cut short in the audit.
    await expect(
      assessment.assess(app.id, { lines: fewer, reason: 'x'.repeat(501) }, 'staff:7'),
    ).rejects.toMatchObject({
      status: 422,
      fields: { reason: ['The reason must not be more than 500 characters.'] },
    });
    expect(await t.transaction(app.transactionId)).toMatchObject({
      status: 'FOR ASSESSMENT (TREASURY)',
      amount: 0,
    });
    const { soa } = payable(
      await assessment.assess(app.id, { lines: fewer, reason: 'Pick-up twice a week' }, 'staff:7'),
    );
    expect(soa.total).toBe(TOTAL - 10_000);
    expect((await audit(app.id)).at(-1)?.reason).toBe('Assessment adjusted: Pick-up twice a week');
  });

  it('refuses bad lines and a status the workflow does not assess from (409), changing nothing', async () => {
    const app = await filedApplication(t, await t.payer());
    for (const lines of [
      [],
      [{ code: 'X', label: 'X', amount: 1.5 }],
      [{ code: 'X', label: 'X', amount: 0 }],
    ]) {
      await expect(assessment.assess(app.id, { lines, reason: 'r' }, 'staff:7')).rejects.toMatchObject({
        status: 422,
      });
    }
    const pending = await filedApplication(t, await t.payer(), 'PENDING');
    await expect(assessment.assess(pending.id, {}, 'staff:7')).rejects.toMatchObject({ status: 409 });
    expect(await t.transaction(pending.transactionId)).toMatchObject({ status: 'PENDING', amount: 0 });
    expect(
      await t.db.select().from(applicationSoas).where(eq(applicationSoas.applicationId, pending.id)),
    ).toEqual([]);
  });
});

describe('an expired SOA', () => {
  it('is refused at checkout, shows EXPIRED SOA and is regenerated', async () => {
    const { payer, id, transactionId, soa } = await assessed();
    const underWay = await t.checkoutFor(transactionId, payer.auth);
    // Past the shipped schedule's expiry (20 days from the day of issue).
    t.clock.advanceMinutes(40 * 24 * 60);
    const { token } = await t.infrastructure.sessions.create(payer.taxpayerId);
    const refused = await t.paymentGate(transactionId, { Authorization: `Bearer ${token}` });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toMatch(/expired on .*Request a new statement of account/);
    expect(await expireDueSoas(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'EXPIRED SOA' });
    expect((await audit(id)).at(-1)).toMatchObject({ actor: 'system', to: 'EXPIRED SOA' });

    await expect(
      regenerateSoa({ db: t.db, schedule }, payer.taxpayerId + 999, id, t.clock.now()),
    ).rejects.toMatchObject({ status: 404 });
    const fresh = await regenerateSoa({ db: t.db, schedule }, payer.taxpayerId, id, t.clock.now());
    expect(fresh.soaNumber).not.toBe(soa.soaNumber);
    expect(fresh.total).toBe(TOTAL);
    expect(await t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: TOTAL,
    });
    await expect(
      regenerateSoa({ db: t.db, schedule }, payer.taxpayerId, id, t.clock.now()),
    ).rejects.toMatchObject({
      status: 409,
    });

    // The checkout opened for the SOA it replaced settles nothing (assessment-payment.test.ts).
    expect(await (await t.webhook(underWay.id, 'paid')).json()).toMatchObject({
      result: 'held_for_refund',
    });
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'WAITING FOR PAYMENT' });
  });
});

describe('a failed payment, then the SOA expires', () => {
  it('still shows EXPIRED SOA and can be regenerated (no dead end in PAYMENT FAILED)', async () => {
    const { payer, id, transactionId } = await assessed();
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'failed');
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'PAYMENT FAILED' });
    t.clock.advanceMinutes(40 * 24 * 60);
    await expireDueSoas(t.db, t.clock.now());
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'EXPIRED SOA' });
    expect((await audit(id)).at(-1)).toMatchObject({ from: 'PAYMENT FAILED', to: 'EXPIRED SOA' });
    await regenerateSoa({ db: t.db, schedule }, payer.taxpayerId, id, t.clock.now());
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'WAITING FOR PAYMENT' });
  });
});

describe('release', () => {
  it('issues the permit only from FOR PRINTING: number, validity to the year’s end, officer, code', async () => {
    const { payer, id, transactionId } = await assessed();
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await expect(
      releasePermit(t.db, t.services.documents, id, { id: 3, name: 'Ana Cruz' }, t.clock.now()),
    ).rejects.toMatchObject({
      status: 409,
    });
    await moveStatus(t.db, { applicationId: id, to: 'FOR PRINTING', actor: 'staff:3' }, t.clock.now());
    const permit = await releasePermit(
      t.db,
      t.services.documents,
      id,
      { id: 3, name: 'Ana Cruz' },
      t.clock.now(),
    );
    if (!permit) throw new Error('no permit');
    expect(permit.number).toMatch(/^BP-\d{4}-\d{6}$/);
    expect(permit.validUntil).toMatch(/^\d{4}-12-31$/);
    expect(permit.verifyCode).toMatch(/^[\w-]{20}$/);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'RELEASED' });
    expect((await audit(id)).at(-1)).toEqual({
      actor: 'staff:3',
      from: 'FOR PRINTING',
      to: 'RELEASED',
      reason: `Permit ${permit.number}`,
    });
    expect((await applicationBilling(t.db, id)).permit).toMatchObject({
      number: permit.number,
      released_by: 'Ana Cruz',
    });
    await expect(
      releasePermit(t.db, t.services.documents, id, { id: 3, name: 'Ana Cruz' }, t.clock.now()),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it('releases a kind that issues no business permit (a retirement) without one', async () => {
    const { payer, id, transactionId } = await assessed();
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await moveStatus(t.db, { applicationId: id, to: 'FOR PRINTING', actor: 'staff:3' }, t.clock.now());
    // The same application as a retirement would be: its definition issues a certificate instead.
    await t.db
      .update(applications)
      .set({ route: 'e2e-business-permit-retirement' })
      .where(eq(applications.id, id));
    expect(
      await releasePermit(t.db, t.services.documents, id, { id: 3, name: 'Ana Cruz' }, t.clock.now()),
    ).toBeNull();
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'RELEASED' });
    expect((await applicationBilling(t.db, id)).permit).toBeUndefined();
  });
});
