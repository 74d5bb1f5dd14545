import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { readJson } from '../../http/read-json';
import { applicationIdOf } from '../applications/application-id-of';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { staffActor } from '../staff/staff-roles';
import type { AssessmentService } from './assessment.service';
import { regeneratedSoa, type RegeneratedSoaDeps } from './regenerated-soa';

/** The last moment an SOA can be paid, for the notice: the end of its last day in Manila. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59+08:00`);

/**
 * The assessment and its SOA (issue 18): the officer's computed lines and assess (staff API),
 * and the taxpayer's new SOA for an expired one — the engine's `applications/{id}/regenerate_soa`
 * and §7.5's `business/permit/transactions/{id}/regenerate_soa`, its id the application's.
 */
export function assessmentRoutes(deps: {
  db: Db;
  now: () => Date;
  schedule: FeeScheduleSource;
  assessment: AssessmentService;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
  notify: RegeneratedSoaDeps['notify'];
}) {
  const { assessment, guard, bodyLimits, notify } = deps;
  const app = new Hono<AuthEnv & StaffEnv>();
  const STAFF = '/v1/staff/applications/:id';

  app.get(`${STAFF}/assessment`, requireStaff('applications.assess'), async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const [computed, share] = await Promise.all([assessment.computed(id), assessment.approvalShareBp()]);
    // The share lets the form say, before it is sent, whether the adjustment needs a second officer.
    return c.json({ data: { ...computed, approval_share_bp: share } });
  });

  app.post(`${STAFF}/assess`, bodyLimits.json, requireStaff('applications.assess'), async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const body = await readJson(c);
    const staff = c.get('staff');
    const result = await assessment.assess(
      id,
      { lines: body.lines, reason: body.reason },
      staffActor(staff),
      staff.name,
    );
    if (!result.soa) {
      // Below the schedule by more than the share: nothing payable, nobody told yet (issue 25).
      const a = result.adjustment;
      return c.json({
        data: {
          status: result.status,
          soa: null,
          adjustment: {
            id: a.id,
            schedule_total: a.scheduleTotal,
            adjusted_total: a.adjustedTotal,
            share_below_bp: a.shareBelowBp,
            approval_share_bp: a.approvalShareBp,
          },
        },
        message: 'Sent for approval.',
      });
    }
    const { soa } = result;
    notify({
      applicationId: id,
      to: 'WAITING FOR PAYMENT',
      soa: { total: soa.total, expiresAt: endOfDay(soa.expiresOn) },
    });
    return c.json({
      data: {
        status: 'WAITING FOR PAYMENT',
        soa: { number: soa.soaNumber, total: soa.total, expires_at: soa.expiresOn },
      },
      message: 'Assessed!',
    });
  });

  for (const path of [
    '/v1/taxpayers/applications/:id/regenerate_soa',
    '/v1/bpls/taxpayer/business/permit/transactions/:id/regenerate_soa',
  ]) {
    app.post(path, bodyLimits.json, guard, async (c) =>
      c.json(await regeneratedSoa(deps, c.get('auth').taxpayerId, applicationIdOf(c.req.param('id')))),
    );
  }

  return app;
}
