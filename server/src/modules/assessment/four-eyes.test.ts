import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAdjustments } from '../../db/adjustments-schema';
import { auditEvents } from '../../db/audit-schema';
import { applicationSoas } from '../../db/permits-schema';
import { listAdjustments } from './adjustments-list';
import { auditTrail } from './assessment-test-kit';
import { createFourEyesTest, FOUR_EYES_TOTAL as TOTAL, type FourEyesTest } from './four-eyes-test-kit';
import { readCsv } from '../treasury/csv-test-kit';

// Issue 25: "treasury can assess ₱0.01 with any reason, and licensing then releases the permit."
// An assessment lowered below the fee schedule by more than the LGU's share waits for a second
// officer; the schedule's total here is ₱1,575.00 (issue 18's new business permit).

let f: FourEyesTest;
beforeAll(async () => {
  f = await createFourEyesTest();
});
afterAll(() => f.t.close());

describe('an assessment lowered below the schedule by more than the share', () => {
  it('₱0.01 by one officer alone is not payable and cannot be released, however many roles they hold', async () => {
    const { payer, id, transactionId, res } = await f.adjustedTo(1);
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
    expect(await f.t.transaction(transactionId)).toMatchObject({ status: 'COMPUTED', amount: 0 });
    expect(await f.t.db.select().from(applicationSoas).where(eq(applicationSoas.applicationId, id))).toEqual(
      [],
    );
    // The resident has nothing to pay: no SOA on the page, and paymentgate refuses.
    expect((await f.t.paymentGate(transactionId, payer.auth)).status).toBeGreaterThanOrEqual(400);
    const billing = await f.t.request(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${transactionId}/application_billing`,
      payer.auth,
    );
    expect(((await billing.json()) as { data: { soa: unknown } }).data.soa).toBeNull();
    // Licensing cannot move it on to printing or release it, nor can A assess it again or approve it.
    expect(
      (await f.call('POST', `applications/${id}/moves`, f.adjuster.bearer, { to: 'FOR PRINTING' })).status,
    ).toBe(409);
    expect((await f.call('POST', `applications/${id}/release`, f.adjuster.bearer, {})).status).toBe(409);
    expect((await f.call('POST', `applications/${id}/assess`, f.adjuster.bearer, {})).status).toBe(409);
    const own = await f.decide(id, 'approve', f.adjuster.bearer, 'I checked it myself twice');
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({
      message: 'You made this adjustment: another officer must approve or reject it.',
    });
    expect((await f.decide(id, 'reject', f.adjuster.bearer, 'Withdrawing my own figure')).status).toBe(403);
    // An f.assessor without assessment.approve cannot f.decide it either.
    expect((await f.decide(id, 'approve', f.assessor, 'Looks right to me')).status).toBe(403);
    expect(await f.t.transaction(transactionId)).toMatchObject({ status: 'COMPUTED' });
    expect((await auditTrail(f.t.db, id)).at(-1)).toMatchObject({
      actor: `staff:${f.adjuster.id}`,
      from: 'FOR ASSESSMENT (TREASURY)',
      to: 'COMPUTED',
    });
  });

  it('is approved by another officer: the adjusted SOA becomes payable and is what the payer pays; each step named', async () => {
    const { payer, id, transactionId } = await f.adjustedTo(1_000, 'Typhoon relief ordinance 2026-14');
    // The reason the second officer gives is checked as the console checks it, in the officer's language.
    const empty = await f.decide(id, 'approve', f.approver.bearer, '  ');
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({
      errors: { reason: ['Say why you approve or reject this adjustment.'] },
    });
    const short = await f.decide(id, 'approve', f.approver.bearer, 'ok', 'fil');
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      errors: { reason: ['Dapat hindi bababa sa 10 na character ang dahilan.'] },
    });

    const res = await f.decide(id, 'approve', f.approver.bearer, 'Ordinance 2026-14 covers this store');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { status: string; soa: { number: string; total: number } } };
    expect(body.data).toMatchObject({ status: 'WAITING FOR PAYMENT', soa: { total: 1_000 } });
    expect(await f.t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: 1_000,
    });
    const checkout = await f.t.checkoutFor(transactionId, payer.auth);
    await f.t.payAtGateway(checkout.id);
    expect(await f.t.transaction(transactionId)).toMatchObject({ status: 'PAID', amount: 1_000 });

    expect((await auditTrail(f.t.db, id)).slice(-3)).toMatchObject([
      { actor: `staff:${f.adjuster.id}`, to: 'COMPUTED' },
      {
        actor: `staff:${f.approver.id}`,
        from: 'COMPUTED',
        to: 'WAITING FOR PAYMENT',
        reason: 'Adjustment approved: Ordinance 2026-14 covers this store',
      },
      { to: 'PAID' },
    ]);
    const events = await f.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `application:${id}`))
      .orderBy(auditEvents.id);
    expect(events.map((e) => [e.action, e.actor])).toEqual([
      ['assessment.adjust', `staff:${f.adjuster.id}`],
      ['assessment.approve', `staff:${f.approver.id}`],
    ]);
    expect(events[1]?.detail).toMatchObject({
      schedule_total: TOTAL,
      adjusted_total: 1_000,
      adjusted_by: 'Ana Reyes',
      decided_by: 'Benito Cruz',
      soa_number: body.data.soa.number,
    });
    // What the collections report reads: schedule and adjusted amounts, who adjusted, who approved, when.
    const { rows } = await listAdjustments(f.t.db, { states: ['approved'] });
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
    const soaId = (await f.t.transaction(transactionId))?.subject.soa_id as number;
    const bySoa = await listAdjustments(f.t.db, { soaIds: [soaId] });
    expect(bySoa.rows.map((r) => [r.applicationId, r.state])).toEqual([[id, 'approved']]);
    expect((await listAdjustments(f.t.db, { soaIds: [] })).rows).toEqual([]);
    // The day's collections report shows the receipt with the schedule's total and both officers.
    const day = new Date(f.t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await f.call('GET', `treasury/collections?date=${day}`, f.approver.bearer);
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
    // And its CSV (issue 28): the adjustment on the receipt's first row, under its own headings.
    const csv = readCsv(
      await (await f.call('GET', `treasury/collections/csv?date=${day}`, f.approver.bearer)).text(),
    );
    const heads = csv[0] ?? [];
    const receipt = (await f.t.transaction(transactionId))?.officialReceiptNumber;
    const first = csv.find((row) => row[0] === receipt) ?? [];
    const at = (heading: string) => first[heads.indexOf(heading)];
    expect([
      at('Fee schedule total'),
      at('Adjusted total'),
      at('Adjusted by'),
      at('Approved by'),
      at('Adjustment reason'),
    ]).toEqual(['1575.00', '10.00', 'Ana Reyes', 'Benito Cruz', 'Typhoon relief ordinance 2026-14']);
  });

  it('is rejected by another officer: back to be assessed again, nothing payable', async () => {
    const { id, transactionId } = await f.adjustedTo(5_000);
    const res = await f.decide(id, 'reject', f.approver.bearer, 'No ordinance allows this discount');
    expect(res.status).toBe(200);
    expect(await f.t.transaction(transactionId)).toMatchObject({ status: 'FOR REASSESSMENT', amount: 0 });
    expect((await f.decide(id, 'approve', f.secondApprover, 'Approving it after all')).status).toBe(409);
    const [row] = await f.t.db
      .select()
      .from(assessmentAdjustments)
      .where(eq(assessmentAdjustments.applicationId, id));
    expect(row).toMatchObject({ state: 'rejected', decidedByName: 'Benito Cruz', soaId: null });
    // Assessed again by the schedule, it is payable at once.
    expect((await f.call('POST', `applications/${id}/assess`, f.adjuster.bearer, {})).status).toBe(200);
    expect(await f.t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: TOTAL,
    });
  });

  it('two approvers at once: one decides, the other is told it is decided; one SOA', async () => {
    const { id, transactionId } = await f.adjustedTo(2_500);
    const answers = await Promise.all([
      f.decide(id, 'approve', f.approver.bearer, 'Checked against the ordinance'),
      f.decide(id, 'approve', f.secondApprover, 'Checked against the ordinance too'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      await f.t.db.select().from(applicationSoas).where(eq(applicationSoas.applicationId, id)),
    ).toHaveLength(1);
    const approvals = await f.t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, `application:${id}`), eq(auditEvents.action, 'assessment.approve')));
    expect(approvals).toHaveLength(1);
    expect(await f.t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: 2_500,
    });
  });
});
