import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { endorsementsOf } from '@/domain/applications/endorsements';
import { statusInfo } from '@/domain/statuses/application-statuses';
import { applicationStatuses, systemModules } from '../../db/schema';
import type { AuthEnv } from '../../http/auth-guard';
import { BadRequestError, NotFoundError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { readJson } from '../../http/read-json';
import { applicationDocument } from './application-document';
import { applicationIdOf } from './application-id-of';
import { definitionByRoute, definitionOf } from './application-definitions';
import { endorsementsView } from './endorsement-standings';
import { knownDefinition } from './known-definition';
import { ownApplication } from './own-application';
import { resubmitApplication } from './resubmit-application';
import type { ApplicationRoutesDeps } from './application-routes-deps';

const KINDS = '/v1/taxpayers/application_kinds/:route';
const MINE = '/v1/taxpayers/applications';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

type Row = Awaited<ReturnType<typeof ownApplication>>;

/** An application as the engine's paths show it: its kind, where it stands, its transaction. */
const applicationResource = ({ application: a, status, reference }: Row) =>
  resource(
    'applications',
    a.id,
    {
      route: a.route,
      module_type: a.moduleType,
      transaction_type: a.transactionType,
      reference_number: reference,
      status,
      status_state: statusInfo(status).state,
      created_at: a.createdAt.toISOString(),
    },
    { transaction_history: { data: { type: 'transaction_histories', id: String(a.transactionId) } } },
  );

/**
 * The application engine's API, one for every kind (issue 26; docs/application-kinds.md): drafts,
 * validate and file by the kind's route, and by the application's id: read it with its history,
 * resubmit it once returned, cancel it. §7.5's business permit paths are aliases onto these.
 */
export function applicationsRoutes({ applications, db, now, guard, bodyLimits }: ApplicationRoutesDeps) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;

  app.get('/v1/taxpayers/application_drafts/:route', guard, async (c) => {
    const route = knownDefinition(c.req.param('route')).route;
    const draft = await applications.draft(c.get('auth').taxpayerId, route);
    return c.json(
      document(
        draft &&
          resource('application_drafts', route, {
            payload: draft.payload,
            step: draft.step,
            updated_at: draft.updatedAt.toISOString(),
          }),
      ),
    );
  });

  app.put('/v1/taxpayers/application_drafts/:route', json, guard, async (c) => {
    const route = knownDefinition(c.req.param('route')).route;
    const body = await readJson(c);
    if (!isRecord(body.payload)) throw new BadRequestError('payload must be an object');
    const step = typeof body.step === 'string' ? body.step.slice(0, 40) : null;
    const draft = await applications.saveDraft(c.get('auth').taxpayerId, route, body.payload, step);
    return c.json({
      ...document(
        resource('application_drafts', route, {
          step: draft.step,
          updated_at: draft.updatedAt.toISOString(),
        }),
      ),
      message: 'Saved!',
    });
  });

  // `step` asks about one step (the stepper's Next); the whole application otherwise.
  app.post(`${KINDS}/validate`, json, guard, async (c) => {
    const definition = knownDefinition(c.req.param('route'));
    const body = await readJson(c);
    const step = typeof body.step === 'string' ? [body.step] : undefined;
    await applications.validate(definition, isRecord(body.payload) ? body.payload : body, step);
    return c.json({ data: null, message: 'Valid' });
  });

  app.post(`${KINDS}/applications`, json, guard, async (c) => {
    const definition = knownDefinition(c.req.param('route'));
    const body = await readJson(c);
    const { application, transaction } = await applications.submit(
      c.get('auth').taxpayerId,
      definition,
      body,
    );
    return c.json(
      {
        ...applicationDocument(application, transaction.referenceNumber, transaction.status),
        message: 'Created!',
      },
      201,
    );
  });

  // `?transaction_history_id=` finds the application of a transaction (the transaction page's part).
  app.get(MINE, guard, async (c) => {
    const taxpayerId = c.get('auth').taxpayerId;
    const transactionId = c.req.query('transaction_history_id');
    const rows = await applications.mine(taxpayerId, transactionId === undefined ? undefined : transactionId);
    return c.json(document(rows.map(applicationResource)));
  });

  app.get(`${MINE}/:id`, guard, async (c) => {
    const row = await ownApplication(db, c.get('auth').taxpayerId, applicationIdOf(c.req.param('id')));
    const history = await applications.history(row.application.id);
    const definition = definitionByRoute(row.application.route);
    // The offices it is endorsed to and where each stands (who decided stays the office's).
    const endorsements = await endorsementsView(
      db,
      row.application.id,
      definition ? endorsementsOf(definition.workflow) : [],
    );
    return c.json({
      ...document(applicationResource(row)),
      meta: {
        payload: row.application.payload,
        history: history.map((h) => ({
          from: h.fromStatus,
          to: h.toStatus,
          reason: h.reason,
          at: h.createdAt.toISOString(),
        })),
        endorsements: endorsements.map(({ office, name, state, reason, at }) => ({
          office,
          name,
          state,
          // An office's reason is the applicant's to read when it returned the application.
          reason: state === 'returned' ? reason : '',
          at,
        })),
      },
    });
  });

  app.post(`${MINE}/:id/resubmit`, json, guard, async (c) => {
    const taxpayerId = c.get('auth').taxpayerId;
    const applicationId = applicationIdOf(c.req.param('id'));
    const body = await readJson(c);
    const done = await resubmitApplication(db, applications, now, { taxpayerId, applicationId, body });
    const { reference } = await ownApplication(db, taxpayerId, applicationId);
    return c.json({
      ...applicationDocument(done.application, reference, done.status),
      message: 'Resubmitted!',
    });
  });

  // The taxpayer withdraws an application the office has not billed yet; the kind's workflow decides.
  app.post(`${MINE}/:id/cancel`, json, guard, async (c) => {
    const taxpayerId = c.get('auth').taxpayerId;
    const applicationId = applicationIdOf(c.req.param('id'));
    const body = await readJson(c);
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : '';
    const moved = await applications.move({
      applicationId,
      to: 'CANCELLED',
      actor: `taxpayer:${String(taxpayerId)}`,
      reason,
      taxpayerId,
    });
    return c.json({ data: { status: moved.to }, message: 'Cancelled!' });
  });

  // What to upload for a transaction type (§7.5): its definition's requirements, with when each applies.
  app.get('/v1/taxpayers/application_statuses/:id/requirements', async (c) => {
    const id = c.req.param('id');
    const [row] = !/^\d{1,9}$/.test(id)
      ? []
      : await db
          .select({ module: systemModules.name, name: applicationStatuses.name })
          .from(applicationStatuses)
          .innerJoin(systemModules, eq(systemModules.id, applicationStatuses.systemModuleId))
          .where(and(eq(applicationStatuses.id, Number(id))));
    if (!row) throw new NotFoundError('Not found');
    const definition = definitionOf(row.module, row.name);
    return c.json(
      document(
        (definition?.requirements ?? []).map((r) =>
          resource('requirements', r.code, {
            code: r.code,
            name: r.label.en,
            name_fil: r.label.fil,
            is_required: r.required,
            when: r.when ?? null,
          }),
        ),
      ),
    );
  });

  return app;
}
