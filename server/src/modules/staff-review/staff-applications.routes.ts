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
 * one application, GET a requirement's file, POST a review move, POST release. Seeing them takes
 * applications.view; which permission each move takes is in staff-moves.ts, and only staff of a
 * kind's offices act on its applications.
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
  app.get('/v1/staff/applications', staff, async (c) => {
    const status = c.req.query('status')?.trim() || undefined;
    const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
    return c.json(await service.queue(status, page));
  });
  app.get('/v1/staff/applications/:id', staff, async (c) =>
    c.json(await service.detail(applicationIdOf(c.req.param('id')), c.get('staff'))),
  );
  app.get('/v1/staff/applications/:id/requirements/:code', staff, async (c) => {
    const file = await service.requirementFile(applicationIdOf(c.req.param('id')), c.req.param('code'));
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
  return app;
}
