import { Hono } from 'hono';
import { ADJUSTMENT_STATES, type AdjustmentState } from '@/domain/fees/fee-adjustment';
import type { Db } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { invalidField } from '../../http/http-errors';
import { readJson } from '../../http/read-json';
import { applicationIdOf } from '../applications/application-id-of';
import type { StepNotice } from '../applications/notify-application-step';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { staffActor } from '../staff/staff-roles';
import type { AdjustmentDecisions, Decision } from './adjustment-decisions';
import { adjustmentListItem } from './adjustment-resources';
import { ADJUSTMENT_MESSAGES } from './adjustment.messages';
import { adjustmentCounts, ADJUSTMENTS_PAGE_SIZE, listAdjustments } from './adjustments-list';

const endOfDay = (day: string) => new Date(`${day}T23:59:59+08:00`);

/**
 * Four eyes on fees (issue 25; docs/api-staff.md): the adjustments (`?state=pending` waiting for
 * approval, the default) and a second officer's decision on one, both for members holding
 * assessment.approve. Approving makes the SOA payable and tells the applicant, as assessing does.
 */
export function adjustmentsRoutes({
  db,
  decisions,
  bodyLimits,
  notify,
}: {
  db: Db;
  decisions: AdjustmentDecisions;
  bodyLimits: BodyLimits;
  notify: (notice: StepNotice) => void;
}) {
  const app = new Hono<StaffEnv>();
  const approver = requireStaff('assessment.approve');

  app.get('/v1/staff/assessment_adjustments', approver, async (c) => {
    const state = c.req.query('state')?.trim() || 'pending';
    if (!(ADJUSTMENT_STATES as readonly string[]).includes(state)) {
      throw invalidField('state', ADJUSTMENT_MESSAGES.badState);
    }
    const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
    const [{ rows, total }, counts] = await Promise.all([
      listAdjustments(db, { states: [state as AdjustmentState], page }),
      adjustmentCounts(db),
    ]);
    return c.json({
      data: rows.map(adjustmentListItem),
      meta: {
        counts,
        pagination: {
          total,
          count: rows.length,
          per_page: ADJUSTMENTS_PAGE_SIZE,
          current_page: page,
          total_pages: Math.max(1, Math.ceil(total / ADJUSTMENTS_PAGE_SIZE)),
        },
      },
    });
  });

  for (const decision of ['approve', 'reject'] as const satisfies readonly Decision[]) {
    app.post(`/v1/staff/applications/:id/adjustment/${decision}`, bodyLimits.json, approver, async (c) => {
      const id = applicationIdOf(c.req.param('id'));
      const staff = c.get('staff');
      const body = await readJson(c);
      const { status, soa } = await decisions.decide(id, decision, body.reason, {
        actor: staffActor(staff),
        name: staff.name,
      });
      if (soa) {
        notify({
          applicationId: id,
          to: status,
          soa: { total: soa.total, expiresAt: endOfDay(soa.expiresOn) },
        });
      }
      return c.json({
        data: {
          status,
          soa: soa ? { number: soa.soaNumber, total: soa.total, expires_at: soa.expiresOn } : null,
        },
        message: decision === 'approve' ? 'Approved!' : 'Rejected!',
      });
    });
  }

  return app;
}
