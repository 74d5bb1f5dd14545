import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAdjustments } from '../../db/adjustments-schema';
import { filedApplication } from './assessment-test-kit';
import { createFourEyesTest, FOUR_EYES_TOTAL as TOTAL, type FourEyesTest } from './four-eyes-test-kit';

// Issue 25: within the share one officer adjusts alone; the share is the operator's setting.

let f: FourEyesTest;
beforeAll(async () => {
  f = await createFourEyesTest();
});
afterAll(() => f.t.close());

describe('an adjustment within the share', () => {
  it('needs no second officer: payable at once, kept for the report as not needing approval', async () => {
    const payer = await f.t.payer();
    const app = await filedApplication(f.t, payer);
    const { lines } = await f.scheduleLines(app.id);
    // ₱150 off ₱1,575.00 is 9.52%, under the 10% default.
    const res = await f.call('POST', `applications/${app.id}/assess`, f.adjuster.bearer, {
      lines: lines.map((l) => (l.code === 'FIRE_SAFETY' ? { ...l, amount: l.amount - 15_000 } : l)),
      reason: 'Inspection done with the sanitary visit',
    });
    expect(res.status).toBe(200);
    expect(await f.t.transaction(app.transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: TOTAL - 15_000,
    });
    const [row] = await f.t.db
      .select()
      .from(assessmentAdjustments)
      .where(eq(assessmentAdjustments.applicationId, app.id));
    expect(row).toMatchObject({ state: 'not_required', shareBelowBp: 952, decidedBy: null });
    expect(row?.soaId).toBeTypeOf('number');
  });
});

describe('the share is the f.operator setting fee_adjustment_approval_share', () => {
  it('is checked (0 to 99, two decimals), and a lower share makes a smaller cut wait', async () => {
    const set = (value: string) =>
      f.call('PUT', 'settings/fee_adjustment_approval_share', f.operator, { value });
    for (const bad of ['100', '99.5', '-1', '10%', 'ten', '5.555']) {
      expect((await set(bad)).status, bad).toBe(422);
    }
    expect((await set('5')).status).toBe(200);
    try {
      const payer = await f.t.payer();
      const app = await filedApplication(f.t, payer);
      const { lines, approval_share_bp } = await f.scheduleLines(app.id);
      expect(approval_share_bp).toBe(500);
      const res = await f.call('POST', `applications/${app.id}/assess`, f.adjuster.bearer, {
        lines: lines.map((l) => (l.code === 'FIRE_SAFETY' ? { ...l, amount: l.amount - 15_000 } : l)),
        reason: 'Inspection done with the sanitary visit',
      });
      expect(((await res.json()) as { data: { status: string } }).data.status).toBe('COMPUTED');
    } finally {
      expect((await set('10')).status).toBe(200);
    }
  });

  it('lists the adjustments waiting for approval to those who may approve them', async () => {
    const { id } = await f.adjustedTo(3_000);
    const res = await f.call('GET', 'assessment_adjustments?state=pending', f.approver.bearer);
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
    expect((await f.call('GET', 'assessment_adjustments?state=other', f.approver.bearer)).status).toBe(422);
    expect((await f.call('GET', 'assessment_adjustments', f.assessor)).status).toBe(403);
  });
});
