import { Hono } from 'hono';
import { REMOTE_OPTION_LISTS, STATIC_OPTION_LISTS } from '@/domain/applications/application-options';
import type { AuthEnv } from '../../http/auth-guard';
import { document, resource } from '../../http/json-api';
import { readJson } from '../../http/read-json';
import { allDefinitions } from '../applications/application-definitions';
import { applicationDocument } from '../applications/application-document';
import { applicationIdOf } from '../applications/application-id-of';
import { knownDefinition } from '../applications/known-definition';
import { ownApplication } from '../applications/own-application';
import { resubmitApplication } from '../applications/resubmit-application';
import { ownBusiness } from './business-subject';
import type { ApplicationRoutesDeps } from '../applications/application-routes-deps';

const BPLS = '/v1/bpls/taxpayer';
const PERMIT = `${BPLS}/business/permit`;
// The form §7.5's neccessary_fields and validate_payload speak of when no other is named.
const NEW_PERMIT = 'e2e-business-permit-new';
const CHANGE = 'e2e-business-permit-change';
/** §7.5's business permit paths answer with this resource type. */
export const PERMIT_APPLICATION_TYPE = 'business_permit_applications';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * §7.5's business permit paths as aliases of the engine's (docs/business-permit-kinds.md): each
 * kind's `legacyPaths` — application_new, application_renewal … and `transactions/{id}/resubmit_*`
 * ({id} the application's) — file and resubmit through the one engine; validate_payload and
 * change_request_validate_payload validate; transactions/{id}/cancel cancels; neccessary_fields
 * serves a form as data.
 */
export function permitPathsRoutes({ applications, db, now, guard, bodyLimits }: ApplicationRoutesDeps) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;

  for (const definition of allDefinitions()) {
    const { submit, resubmit } = definition.legacyPaths ?? {};
    if (submit)
      app.post(`${PERMIT}/${submit}`, json, guard, async (c) => {
        const body = await readJson(c);
        const filed = await applications.submit(c.get('auth').taxpayerId, definition, body);
        const { application, transaction } = filed;
        return c.json(
          {
            ...applicationDocument(
              application,
              transaction.referenceNumber,
              transaction.status,
              PERMIT_APPLICATION_TYPE,
            ),
            message: 'Created!',
          },
          201,
        );
      });
    // Only an application of this kind: another kind's id is a 404 here, as it always was.
    if (resubmit)
      app.post(`${PERMIT}/transactions/:id/${resubmit}`, json, guard, async (c) => {
        const taxpayerId = c.get('auth').taxpayerId;
        const applicationId = applicationIdOf(c.req.param('id'));
        const body = await readJson(c);
        const done = await resubmitApplication(db, applications, now, {
          taxpayerId,
          applicationId,
          body,
          route: definition.route,
        });
        const { reference } = await ownApplication(db, taxpayerId, applicationId);
        return c.json({
          ...applicationDocument(done.application, reference, done.status, PERMIT_APPLICATION_TYPE),
          message: 'Resubmitted!',
        });
      });
  }

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
  const validate = (route: string, ownsBusiness: boolean) =>
    app.post(
      `${PERMIT}/${route === NEW_PERMIT ? 'validate_payload' : 'change_request_validate_payload'}`,
      json,
      guard,
      async (c) => {
        const body = await readJson(c);
        const payload = isRecord(body.payload) ? body.payload : body;
        const step = typeof body.step === 'string' ? [body.step] : undefined;
        if (ownsBusiness && !step)
          await ownBusiness(applications, c.get('auth').taxpayerId, payload.business_id);
        await applications.validate(knownDefinition(route), payload, step);
        return c.json({ data: null, message: 'Valid' });
      },
    );
  validate(NEW_PERMIT, false);
  validate(CHANGE, true);

  // The taxpayer withdraws an application the office has not billed yet; the workflow decides.
  app.post(`${PERMIT}/transactions/:id/cancel`, json, guard, async (c) => {
    const taxpayerId = c.get('auth').taxpayerId;
    const body = await readJson(c);
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : '';
    const moved = await applications.move({
      applicationId: applicationIdOf(c.req.param('id')),
      to: 'CANCELLED',
      actor: `taxpayer:${String(taxpayerId)}`,
      reason,
      taxpayerId,
    });
    return c.json({ data: { status: moved.to }, message: 'Cancelled!' });
  });

  return app;
}
