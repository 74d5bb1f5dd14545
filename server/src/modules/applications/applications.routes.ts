import { Hono, type MiddlewareHandler } from 'hono';
import { REMOTE_OPTION_LISTS, STATIC_OPTION_LISTS } from '@/domain/applications/application-options';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationStatuses, systemModules } from '../../db/schema';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { BadRequestError, NotFoundError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { readJson } from '../../http/read-json';
import { definitionByRoute, definitionOf } from './application-definitions';
import type { ApplicationsService } from './applications.service';
import { APPLICATION_NOT_FOUND_MESSAGE } from './move-status';

const BPLS = '/v1/bpls/taxpayer';
const NEW_PERMIT = 'e2e-business-permit-new';
export const UNKNOWN_APPLICATION_MESSAGE = 'This application type is not available online yet.';

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function knownDefinition(route: string) {
  const definition = definitionByRoute(route);
  if (!definition) throw new NotFoundError(UNKNOWN_APPLICATION_MESSAGE);
  return definition;
}

/**
 * The application engine's routes (issue 18, §7.5; docs/api-catalogue): drafts for any
 * definition, and the business permit paths of §7.5 for the new permit.
 */
export function applicationsRoutes({
  applications,
  db,
  guard,
  bodyLimits,
}: {
  applications: ApplicationsService;
  db: Db;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;
  const newPermit = knownDefinition(NEW_PERMIT);

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

  // The form as data: the web draws it, and anyone can see what the office asks.
  // `?route=` names another kind (e2e-business-permit-renew …); the new permit by default.
  app.get(`${BPLS}/common/neccessary_fields`, (c) => {
    const definition = knownDefinition(c.req.query('route') ?? NEW_PERMIT);
    return c.json(
      document(
        resource('neccessary_fields', definition.route, {
          definition,
          options: STATIC_OPTION_LISTS,
          remote_options: REMOTE_OPTION_LISTS,
        }),
      ),
    );
  });

  // `step` asks about one step (the stepper's Next); the whole application otherwise.
  app.post(`${BPLS}/business/permit/validate_payload`, json, guard, async (c) => {
    const body = await readJson(c);
    const step = typeof body.step === 'string' ? [body.step] : undefined;
    await applications.validate(newPermit, isRecord(body.payload) ? body.payload : body, step);
    return c.json({ data: null, message: 'Valid' });
  });

  app.post(`${BPLS}/business/permit/application_new`, json, guard, async (c) => {
    const body = await readJson(c);
    const taxpayerId = c.get('auth').taxpayerId;
    const { application, transaction } = await applications.submit(taxpayerId, newPermit, body);
    const created = resource(
      'business_permit_applications',
      application.id,
      { reference_number: transaction.referenceNumber, status: transaction.status, ...application.payload },
      { transaction_history: { data: { type: 'transaction_histories', id: String(transaction.id) } } },
    );
    return c.json({ ...document(created), message: 'Created!' }, 201);
  });

  // The taxpayer withdraws an application the office has not billed yet; the workflow table decides.
  app.post(`${BPLS}/business/permit/transactions/:id/cancel`, json, guard, async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === null) throw new NotFoundError(APPLICATION_NOT_FOUND_MESSAGE);
    const taxpayerId = c.get('auth').taxpayerId;
    const body = await readJson(c);
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : '';
    const moved = await applications.move({
      applicationId: id,
      to: 'CANCELLED',
      actor: `taxpayer:${String(taxpayerId)}`,
      reason,
      taxpayerId,
    });
    return c.json({ data: { status: moved.to }, message: 'Cancelled!' });
  });

  // What to upload for a transaction type (§7.5): its definition's requirements, with when each applies.
  app.get('/v1/taxpayers/application_statuses/:id/requirements', async (c) => {
    const id = idOf(c.req.param('id'));
    const [row] =
      id === null
        ? []
        : await db
            .select({ module: systemModules.name, name: applicationStatuses.name })
            .from(applicationStatuses)
            .innerJoin(systemModules, eq(systemModules.id, applicationStatuses.systemModuleId))
            .where(and(eq(applicationStatuses.id, id)));
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
