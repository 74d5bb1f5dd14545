import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { NotFoundError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { readJson } from '../../http/read-json';
import type { ApplicationsService } from '../applications/applications.service';
import { kindCheck } from './inquiries';
import { fileForBusiness, ownBusiness } from './business-subject';
import { PERMIT_KINDS, permitKindOf } from './permit-kinds';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../applications/move-status';
import { resubmitApplication } from '../applications/resubmit-application';

const PERMIT = '/v1/bpls/taxpayer/business/permit';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An application as its filing answers it (the shape application_new answers). */
export function applicationDocument(
  application: { id: number; transactionId: number; payload: Record<string, unknown> },
  reference: string,
  status: string,
) {
  return document(
    resource(
      'business_permit_applications',
      application.id,
      { reference_number: reference, status, ...application.payload },
      {
        transaction_history: {
          data: { type: 'transaction_histories', id: String(application.transactionId) },
        },
      },
    ),
  );
}

/**
 * The business permit kinds filed for a business the applicant has (§7.5 application_renewal,
 * application_change_request, application_quarterly, application_delinquent,
 * application_retirement; change_request_validate_payload) and every resubmit variant
 * (`transactions/{id}/resubmit_*`, {id} the application's, as for cancel). One engine files them
 * all: the kind's definition validates, the business must be the applicant's.
 */
export function kindsRoutes({
  applications,
  db,
  now,
  guard,
  bodyLimits,
}: {
  applications: ApplicationsService;
  db: Db;
  now: () => Date;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;

  for (const kind of PERMIT_KINDS.filter((k) => k.forBusiness)) {
    const type = kind.definition.transactionType;
    app.post(`${PERMIT}/${kind.submit}`, json, guard, async (c) => {
      const body = await readJson(c);
      const { application, transaction } = await fileForBusiness(
        applications,
        c.get('auth').taxpayerId,
        kind,
        body,
        kindCheck(type, now()),
      );
      return c.json(
        {
          ...applicationDocument(application, transaction.referenceNumber, transaction.status),
          message: 'Created!',
        },
        201,
      );
    });
  }

  // The change request's own check (§7.5), by the change's definition; `step` checks one step.
  const change = permitKindOf('e2e-business-permit-change');
  app.post(`${PERMIT}/change_request_validate_payload`, json, guard, async (c) => {
    const body = await readJson(c);
    if (!change) throw new NotFoundError();
    const payload = isRecord(body.payload) ? body.payload : body;
    if (typeof body.step !== 'string')
      await ownBusiness(applications, c.get('auth').taxpayerId, payload.business_id);
    await applications.validate(
      change.definition,
      payload,
      typeof body.step === 'string' ? [body.step] : undefined,
    );
    return c.json({ data: null, message: 'Valid' });
  });

  for (const kind of PERMIT_KINDS) {
    if (!kind.resubmit) continue;
    app.post(`${PERMIT}/transactions/:id/${kind.resubmit}`, json, guard, async (c) => {
      const id = c.req.param('id');
      if (!/^\d{1,9}$/.test(id)) throw new NotFoundError(APPLICATION_NOT_FOUND_MESSAGE);
      const body = await readJson(c);
      const { application, status } = await resubmitApplication(db, applications, now, {
        taxpayerId: c.get('auth').taxpayerId,
        applicationId: Number(id),
        kind,
        body,
      });
      const [row] = (await applications.list(c.get('auth').taxpayerId, 'BPLS')).filter(
        (r) => r.application.id === application.id,
      );
      return c.json({
        ...applicationDocument(application, row?.reference ?? '', status),
        message: 'Resubmitted!',
      });
    });
  }

  return app;
}
