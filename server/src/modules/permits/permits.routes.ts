import { and, eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import type { FeeSchedule } from '@/domain/fees/fee-schedule';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { NotFoundError } from '../../http/http-errors';
import { readJson } from '../../http/read-json';
import { applicationBilling } from '../assessment/application-billing';
import { applicationIdOf } from '../applications/application-id-of';
import type { AssessmentService } from '../assessment/assessment.service';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../applications/move-status';
import { releasePermit } from '../staff-review/issue-for';
import { regeneratedSoa, type RegeneratedSoaDeps } from '../assessment/regenerated-soa';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { staffActor } from '../staff/staff-roles';
import type { PermitsService } from './permits.service';
import { verifyPath } from './permits.service';

/** The last moment an SOA can be paid, for the notice: the end of its last day in Manila. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59+08:00`);

/**
 * Issue 18's billing and permit paths: the officer's assessment and release (staff API), the
 * taxpayer's SOA, regenerate_soa and permit PDF, and the public verification by code.
 */
export function permitsRoutes(deps: {
  db: Db;
  now: () => Date;
  schedule: FeeSchedule;
  assessment: AssessmentService;
  permits: PermitsService;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
  publicUrl: string;
  notify: RegeneratedSoaDeps['notify'];
  /** A per-address budget on the public verification by code. */
  verifyLimit: MiddlewareHandler;
}) {
  const { db, now, assessment, permits, guard, bodyLimits, notify } = deps;
  const app = new Hono<AuthEnv & StaffEnv>();
  const STAFF = '/v1/staff/applications/:id';

  app.get(`${STAFF}/assessment`, requireStaff('treasury'), async (c) => {
    return c.json({ data: await assessment.computed(applicationIdOf(c.req.param('id'))) });
  });

  app.post(`${STAFF}/assess`, bodyLimits.json, requireStaff('treasury'), async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const body = await readJson(c);
    const { soa } = await assessment.assess(
      id,
      { lines: body.lines, reason: body.reason },
      staffActor(c.get('staff')),
    );
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

  app.post(`${STAFF}/release`, bodyLimits.json, requireStaff('licensing'), async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const staff = c.get('staff');
    const permit = await releasePermit(db, id, { id: staff.id, name: staff.name }, now());
    notify({ applicationId: id, to: 'RELEASED' });
    return c.json({
      data: {
        status: 'RELEASED',
        // Null for a kind that issues no business permit (releasePermit).
        permit: permit && {
          number: permit.permitNumber,
          verify_code: permit.verifyCode,
          valid_until: permit.validUntil,
        },
      },
      message: 'Released!',
    });
  });

  // §7.5: a new SOA for the taxpayer's own application whose SOA expired (its id, as …/cancel).
  app.post(
    '/v1/bpls/taxpayer/business/permit/transactions/:id/regenerate_soa',
    bodyLimits.json,
    guard,
    async (c) =>
      c.json(await regeneratedSoa(deps, c.get('auth').taxpayerId, applicationIdOf(c.req.param('id')))),
  );

  // The transaction page's part for an application: its SOA and permit (designed; docs/fee-schedule.md).
  app.get('/v1/taxpayers/transaction_histories/:id/application_billing', guard, async (c) => {
    const transactionId = applicationIdOf(c.req.param('id'));
    const [row] = await db
      .select({ id: applications.id, status: transactionHistories.status })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .where(
        and(
          eq(applications.transactionId, transactionId),
          eq(applications.taxpayerId, c.get('auth').taxpayerId),
        ),
      );
    if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND_MESSAGE);
    const { soa, permit } = await applicationBilling(db, row.id, now());
    const released = permit && row.status === 'RELEASED';
    return c.json({
      data: {
        application_id: row.id,
        status: row.status,
        soa: soa ?? null,
        can_regenerate_soa:
          row.status === 'EXPIRED SOA' ||
          (['WAITING FOR PAYMENT', 'PAYMENT FAILED'].includes(row.status) && soa?.status === 'EXPIRED SOA'),
        permit: released
          ? {
              number: permit.number,
              valid_until: permit.valid_until,
              verify_url: `${deps.publicUrl}${verifyPath(permit.verify_code)}`,
              download_url: `/api/v1/taxpayers/applications/${row.id}/permit`,
            }
          : null,
      },
    });
  });

  app.get('/v1/taxpayers/applications/:id/permit', guard, async (c) => {
    const { pdf, fileName } = await permits.pdf(c.get('auth').taxpayerId, applicationIdOf(c.req.param('id')));
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  // Public: what the permit's QR code opens asks this; nothing private in the answer.
  app.get('/v1/permits/verify/:code', deps.verifyLimit, async (c) => {
    return c.json({ data: await permits.verify(c.req.param('code')) }, 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
