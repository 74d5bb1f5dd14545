import { Hono } from 'hono';
import { readJson } from '../../http/read-json';
import type { DocumentsService } from '../../documents/documents.service';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import { applicationIdOf } from '../applications/application-id-of';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { createStaffApplicationsService } from './staff-applications.service';
import { ANY_REVIEW_MOVE } from './staff-moves';

/**
 * The staff applications API (issue 18; docs/api-staff.md): GET the queue (?status=&page=), GET
 * one application, GET a requirement's file, POST a review move, POST release; an endorsing
 * office's queue and its clear or return (issue 28). Seeing them takes applications.view;
 * which permission each move takes is in staff-moves.ts, and only staff of a kind's offices act on
 * its applications, only an endorsing office's members on what is endorsed to it.
 */
export function staffApplicationsRoutes(
  infra: Infrastructure,
  {
    uploads,
    documents,
    afterMove,
  }: {
    uploads: Pick<UploadsService, 'read'>;
    documents: Pick<DocumentsService, 'registry' | 'issue'>;
    /** A kind's automatic steps after an officer's move (automatic-steps.ts). */
    afterMove?: (applicationId: number) => Promise<void>;
  },
) {
  const service = createStaffApplicationsService({
    ...infra,
    uploads,
    documents,
    ...(afterMove && { afterMove }),
  });
  const app = new Hono<StaffEnv>();
  const staff = requireStaff('applications.view');
  // One application and its files: the queue's readers, and an endorsing office's members for what
  // is endorsed to their office (may-open.ts; anything else is a 404 to them).
  const opener = requireStaff('applications.view', 'endorsements.clear');
  app.get('/v1/staff/applications', staff, async (c) => {
    const status = c.req.query('status')?.trim() || undefined;
    return c.json(await service.queue(status, pageOf(c.req.query('page'))));
  });
  app.get('/v1/staff/applications/:id', opener, async (c) =>
    c.json(await service.detail(applicationIdOf(c.req.param('id')), c.get('staff'))),
  );
  app.get('/v1/staff/applications/:id/requirements/:code', opener, async (c) => {
    const file = await service.requirementFile(
      applicationIdOf(c.req.param('id')),
      c.req.param('code'),
      c.get('staff'),
    );
    return c.body(file.data, 200, {
      'Content-Type': file.mimeType,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${file.name}"`,
    });
  });
  app.post(
    '/v1/staff/applications/:id/moves',
    infra.bodyLimits.json,
    requireStaff(...ANY_REVIEW_MOVE),
    async (c) =>
      c.json(await service.move(c.get('staff'), applicationIdOf(c.req.param('id')), await readJson(c))),
  );
  app.post(
    '/v1/staff/applications/:id/release',
    infra.bodyLimits.json,
    requireStaff('applications.release'),
    async (c) => {
      const permit = await service.release(c.get('staff'), applicationIdOf(c.req.param('id')));
      return c.json({
        data: {
          status: 'RELEASED',
          // Null for a kind that issues no document on release (issueFor).
          permit: permit && {
            number: permit.number,
            verify_code: permit.verifyCode,
            valid_until: permit.validUntil,
          },
        },
        message: 'Released!',
      });
    },
  );
  // An endorsing office's queue and decisions (JMC 2016-01; docs/api-staff.md "Endorsements").
  const clearer = requireStaff('endorsements.clear');
  app.get('/v1/staff/endorsements', clearer, async (c) => {
    const office = c.req.query('office')?.trim() || undefined;
    return c.json(await service.endorsementsQueue(c.get('staff'), office, pageOf(c.req.query('page'))));
  });
  for (const [verb, decision] of [
    ['clear', 'cleared'],
    ['return', 'returned'],
  ] as const) {
    app.post(
      `/v1/staff/applications/:id/endorsements/:office/${verb}`,
      infra.bodyLimits.json,
      clearer,
      async (c) => {
        const body = await readJson(c);
        return c.json(
          await service.decide(c.get('staff'), {
            applicationId: applicationIdOf(c.req.param('id')),
            office: c.req.param('office'),
            decision,
            reason: typeof body.reason === 'string' ? body.reason : '',
          }),
        );
      },
    );
  }
  return app;
}

/** A list's `?page=`: 1 to 10,000, 1 when missing or not a number. */
const pageOf = (page: string | undefined) =>
  Math.max(1, Math.min(10_000, Number.parseInt(page ?? '1', 10) || 1));
