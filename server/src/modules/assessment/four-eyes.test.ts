import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAdjustments } from '../../db/adjustments-schema';
import { auditEvents } from '../../db/audit-schema';
import { applicationSoas } from '../../db/permits-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';
import { listAdjustments } from './adjustments-list';
import { auditTrail, filedApplication } from './assessment-test-kit';

// Issue 25: "treasury can assess ₱0.01 with any reason, and licensing then releases the permit."
// An assessment lowered below the fee schedule by more than the LGU's share waits for a second
// officer; the schedule's total here is ₱1,575.00 (issue 18's new business permit).
const TOTAL = 157_500;

let t: PaymentsTestApp;
let adjuster: { id: number; bearer: string };
let approver: { id: number; bearer: string };
let secondApprover: string;
let assessor: string;
let operator: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  // Officer A holds every role a single officer could collect, approval included.
  const a = await signedInStaff(t, ['treasury', 'licensing', 'treasurer'], 'Ana Reyes');
  adjuster = { id: a.id, bearer: `Bearer ${a.token}` };
  const b = await signedInStaff(t, ['treasurer'], 'Benito Cruz');
  approver = { id: b.id, bearer: `Bearer ${b.token}` };
  secondApprover = `Bearer ${(await signedInStaff(t, ['treasurer'], 'Carmen Dizon')).token}`;
  assessor = await staffBearer(t, ['treasury']);
  operator = await staffBearer(t, ['operator']);
});
afterAll(() => t.close());

const call = (method: string, path: string, auth: string, body?: unknown, language = 'en') =>
  t.app.request(`/api/v1/staff/${path}`, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json', 'Accept-Language': language },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

interface Line {
  code: string;
  label: string;
  amount: number;
}
async function scheduleLines(id: number) {
  const res = await call('GET', `applications/${id}/assessment`, adjuster.bearer);
  return ((await res.json()) as { data: { lines: Line[]; total: number; approval_share_bp: number } }).data;
}

/** A filed application assessed by officer A with every line zero but the first (`first` centavos). */
async function adjustedTo(first: number, reason = 'Senior citizen owner, fees waived by the mayor') {
  const payer = await t.payer();
  const app = await filedApplication(t, payer);
  const { lines } = await scheduleLines(app.id);
  const res = await call('POST', `applications/${app.id}/assess`, adjuster.bearer, {
    lines: lines.map((l, i) => ({ code: l.code, label: l.label, amount: i === 0 ? first : 0 })),
    reason,
  });
  return { payer, ...app, res };
}

const decide = (
  id: number,
  decision: 'approve' | 'reject',
  auth: string,
  reason: unknown,
  language?: string,
) => call('POST', `applications/${id}/adjustment/${decision}`, auth, { reason }, language);

describe('an assessment lowered below the schedule by more than the share', () => {
  it('₱0.01 by one officer alone is not payable and cannot be released, however many roles they hold', async () => {
    const { payer, id, transactionId, res } = await adjustedTo(1);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      data: {
        status: 'COMPUTED',
        soa: null,
        adjustment: {
          schedule_total: TOTAL,
          adjusted_total: 1,
          share_below_bp: 9_999,
          approval_share_bp: 1_000,
        },
      },
    });
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'COMPUTED', amount: 0 });
    expect(await t.db.select().from(applicationSoas).where(eq(applicationSoas.applicationId, id))).toEqual(
      [],
    );
    // The resident has nothing to pay: no SOA on the page, and paymentgate refuses.
    expect((await t.paymentGate(transactionId, payer.auth)).status).toBeGreaterThanOrEqual(400);
    const billing = await t.request(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${transactionId}/application_billing`,
      payer.auth,
    );
    expect(((await billing.json()) as { data: { soa: unknown } }).data.soa).toBeNull();
    // Licensing cannot move it on to printing or release it, nor can A assess it again or approve it.
    expect(
      (await call('POST', `applications/${id}/moves`, adjuster.bearer, { to: 'FOR PRINTING' })).status,
    ).toBe(409);
    expect((await call('POST', `applications/${id}/release`, adjuster.bearer, {})).status).toBe(409);
    expect((await call('POST', `applications/${id}/assess`, adjuster.bearer, {})).status).toBe(409);
    const own = await decide(id, 'approve', adjuster.bearer, 'I checked it myself twice');
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({
      message: 'You made this adjustment: another officer must approve or reject it.',
    });
    expect((await decide(id, 'reject', adjuster.bearer, 'Withdrawing my own figure')).status).toBe(403);
    // An assessor without assessment.approve cannot decide it either.
    expect((await decide(id, 'approve', assessor, 'Looks right to me')).status).toBe(403);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'COMPUTED' });
    expect((await auditTrail(t.db, id)).at(-1)).toMatchObject({
      actor: `staff:${adjuster.id}`,
      from: 'FOR ASSESSMENT (TREASURY)',
      to: 'COMPUTED',
    });
  });

  it('is approved by another officer: the adjusted SOA becomes payable and is what the payer pays; each step named', async () => {
    const { payer, id, transactionId } = await adjustedTo(1_000, 'Typhoon relief ordinance 2026-14');
    // The reason the second officer gives is checked as the console checks it, in the officer's language.
    const empty = await decide(id, 'approve', approver.bearer, '  ');
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({
      errors: { reason: ['Say why you approve or reject this adjustment.'] },
    });
    const short = await decide(id, 'approve', approver.bearer, 'ok', 'fil');
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      errors: { reason: ['Dapat hindi bababa sa 10 na character ang dahilan.'] },
    });

    const res = await decide(id, 'approve', approver.bearer, 'Ordinance 2026-14 covers this store');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { status: string; soa: { number: string; total: number } } };
    expect(body.data).toMatchObject({ status: 'WAITING FOR PAYMENT', soa: { total: 1_000 } });
    expect(await t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: 1_000,
    });
    const checkout = await t.checkoutFor(transactionId, payer.auth);
    await t.payAtGateway(checkout.id);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'PAID', amount: 1_000 });

    expect((await auditTrail(t.db, id)).slice(-3)).toMatchObject([
      { actor: `staff:${adjuster.id}`, to: 'COMPUTED' },
      {
        actor: `staff:${approver.id}`,
        from: 'COMPUTED',
        to: 'WAITING FOR PAYMENT',
        reason: 'Adjustment approved: Ordinance 2026-14 covers this store',
      },
      { to: 'PAID' },
    ]);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `application:${id}`))
      .orderBy(auditEvents.id);
    expect(events.map((e) => [e.action, e.actor])).toEqual([
      ['assessment.adjust', `staff:${adjuster.id}`],
      ['assessment.approve', `staff:${approver.id}`],
    ]);
    expect(events[1]?.detail).toMatchObject({
      schedule_total: TOTAL,
      adjusted_total: 1_000,
      adjusted_by: 'Ana Reyes',
      decided_by: 'Benito Cruz',
      soa_number: body.data.soa.number,
    });
    // What the collections report reads: schedule and adjusted amounts, who adjusted, who approved, when.
    const { rows } = await listAdjustments(t.db, { states: ['approved'] });
    expect(rows.find((r) => r.applicationId === id)).toMatchObject({
      scheduleTotal: TOTAL,
      adjustedTotal: 1_000,
      adjustedByName: 'Ana Reyes',
      decidedByName: 'Benito Cruz',
      decisionReason: 'Ordinance 2026-14 covers this store',
      soaNumber: body.data.soa.number,
      status: 'PAID',
    });
    // Found by the SOA a receipt paid, as the day's collections name it.
    const soaId = (await t.transaction(transactionId))?.subject.soa_id as number;
    const bySoa = await listAdjustments(t.db, { soaIds: [soaId] });
    expect(bySoa.rows.map((r) => [r.applicationId, r.state])).toEqual([[id, 'approved']]);
    expect((await listAdjustments(t.db, { soaIds: [] })).rows).toEqual([]);
    // The day's collections report shows the receipt with the schedule's total and both officers.
    const day = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await call('GET', `treasury/collections?date=${day}`, approver.bearer);
    expect(report.status).toBe(200);
    const { data } = (await report.json()) as {
      data: { receipts: { transaction_id: number; amount: number; adjustment: unknown }[] };
    };
    expect(data.receipts.find((r) => r.transaction_id === transactionId)).toMatchObject({
      amount: 1_000,
      adjustment: {
        schedule_total: TOTAL,
        adjusted_total: 1_000,
        adjusted_by: 'Ana Reyes',
        approved_by: 'Benito Cruz',
        reason: 'Typhoon relief ordinance 2026-14',
      },
    });
    expect(
      data.receipts.filter((r) => r.transaction_id !== transactionId).every((r) => r.adjustment === null),
    ).toBe(true);
  });

  it('is rejected by another officer: back to be assessed again, nothing payable', async () => {
    const { id, transactionId } = await adjustedTo(5_000);
    const res = await decide(id, 'reject', approver.bearer, 'No ordinance allows this discount');
    expect(res.status).toBe(200);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'FOR REASSESSMENT', amount: 0 });
    expect((await decide(id, 'approve', secondApprover, 'Approving it after all')).status).toBe(409);
    const [row] = await t.db
      .select()
      .from(assessmentAdjustments)
      .where(eq(assessmentAdjustments.applicationId, id));
    expect(row).toMatchObject({ state: 'rejected', decidedByName: 'Benito Cruz', soaId: null });
    // Assessed again by the schedule, it is payable at once.
    expect((await call('POST', `applications/${id}/assess`, adjuster.bearer, {})).status).toBe(200);
    expect(await t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: TOTAL,
    });
  });

  it('two approvers at once: one decides, the other is told it is decided; one SOA', async () => {
    const { id, transactionId } = await adjustedTo(2_500);
    const answers = await Promise.all([
      decide(id, 'approve', approver.bearer, 'Checked against the ordinance'),
      decide(id, 'approve', secondApprover, 'Checked against the ordinance too'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      await t.db.select().from(applicationSoas).where(eq(applicationSoas.applicationId, id)),
    ).toHaveLength(1);
    const approvals = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, `application:${id}`), eq(auditEvents.action, 'assessment.approve')));
    expect(approvals).toHaveLength(1);
    expect(await t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: 2_500,
    });
  });
});

describe('an adjustment within the share', () => {
  it('needs no second officer: payable at once, kept for the report as not needing approval', async () => {
    const payer = await t.payer();
    const app = await filedApplication(t, payer);
    const { lines } = await scheduleLines(app.id);
    // ₱150 off ₱1,575.00 is 9.52%, under the 10% default.
    const res = await call('POST', `applications/${app.id}/assess`, adjuster.bearer, {
      lines: lines.map((l) => (l.code === 'FIRE_SAFETY' ? { ...l, amount: l.amount - 15_000 } : l)),
      reason: 'Inspection done with the sanitary visit',
    });
    expect(res.status).toBe(200);
    expect(await t.transaction(app.transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: TOTAL - 15_000,
    });
    const [row] = await t.db
      .select()
      .from(assessmentAdjustments)
      .where(eq(assessmentAdjustments.applicationId, app.id));
    expect(row).toMatchObject({ state: 'not_required', shareBelowBp: 952, decidedBy: null });
    expect(row?.soaId).toBeTypeOf('number');
  });
});

describe('the share is the operator setting fee_adjustment_approval_share', () => {
  it('is checked (0 to 99, two decimals), and a lower share makes a smaller cut wait', async () => {
    const set = (value: string) => call('PUT', 'settings/fee_adjustment_approval_share', operator, { value });
    for (const bad of ['100', '99.5', '-1', '10%', 'ten', '5.555']) {
      expect((await set(bad)).status, bad).toBe(422);
    }
    expect((await set('5')).status).toBe(200);
    try {
      const payer = await t.payer();
      const app = await filedApplication(t, payer);
      const { lines, approval_share_bp } = await scheduleLines(app.id);
      expect(approval_share_bp).toBe(500);
      const res = await call('POST', `applications/${app.id}/assess`, adjuster.bearer, {
        lines: lines.map((l) => (l.code === 'FIRE_SAFETY' ? { ...l, amount: l.amount - 15_000 } : l)),
        reason: 'Inspection done with the sanitary visit',
      });
      expect(((await res.json()) as { data: { status: string } }).data.status).toBe('COMPUTED');
    } finally {
      expect((await set('10')).status).toBe(200);
    }
  });

  it('lists the adjustments waiting for approval to those who may approve them', async () => {
    const { id } = await adjustedTo(3_000);
    const res = await call('GET', 'assessment_adjustments?state=pending', approver.bearer);
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      data: { application_id: number; adjusted_by: string; schedule_total: number; adjusted_total: number }[];
      meta: { counts: Record<string, number> };
    };
    expect(page.data.find((a) => a.application_id === id)).toMatchObject({
      adjusted_by: 'Ana Reyes',
      schedule_total: TOTAL,
      adjusted_total: 3_000,
    });
    expect(page.meta.counts.pending).toBeGreaterThanOrEqual(1);
    expect((await call('GET', 'assessment_adjustments?state=other', approver.bearer)).status).toBe(422);
    expect((await call('GET', 'assessment_adjustments', assessor)).status).toBe(403);
  });
});
