import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { BUSINESS_ID_FIELD } from '@/domain/applications/business-permit-contracts';
import type { Db } from '../../db/client';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { readJson } from '../../http/read-json';
import { applicationDocument } from '../applications/application-document';
import { applicationIdOf } from '../applications/application-id-of';
import { knownDefinition } from '../applications/known-definition';
import type { ApplicationsService } from '../applications/applications.service';
import type { AssessmentService } from '../assessment/assessment.service';
import { filledFormPdf } from '../applications/download-form';
import { ownApplication } from '../applications/own-application';
import { regeneratedSoa, type RegeneratedSoaDeps } from '../assessment/regenerated-soa';
import { resubmitApplication } from '../applications/resubmit-application';
import { PERMIT_APPLICATION_TYPE } from './permit-paths.routes';

const TEMP = '/temp/taxpayers/business_permits';

export interface BplsAdapterDeps {
  applications: ApplicationsService;
  db: Db;
  now: () => Date;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
  schedule: FeeScheduleSource;
  assessment: AssessmentService;
  notify: RegeneratedSoaDeps['notify'];
}

/**
 * T_BPLS (§7.5 `/api/temp/taxpayers/business_permits…`, `business_permit_renewals/{id}`) and
 * BPLS download_form: thin adapters onto the one BPLS engine (the same definitions, filing,
 * resubmit, the assessment's computation and B's regenerate_soa). docs/business-permit-kinds.md
 * says what each path does where §7.5 does not.
 */
export function tempBplsRoutes(deps: BplsAdapterDeps) {
  const { applications, assessment, db, now, guard, bodyLimits } = deps;
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;
  const newPermit = knownDefinition('e2e-business-permit-new');
  const renewal = knownDefinition('e2e-business-permit-renew');

  const created = (filed: Awaited<ReturnType<ApplicationsService['submit']>>, status = 201 as const) =>
    [
      applicationDocument(
        filed.application,
        filed.transaction.referenceNumber,
        filed.transaction.status,
        PERMIT_APPLICATION_TYPE,
      ),
      status,
    ] as const;

  // NEW by default; `transaction_type: 'RENEWAL'` with `business_id` files a renewal.
  app.post(TEMP, json, guard, async (c) => {
    const body = await readJson(c);
    const taxpayerId = c.get('auth').taxpayerId;
    const filed = await applications.submit(
      taxpayerId,
      body.transaction_type === 'RENEWAL' ? renewal : newPermit,
      body,
    );
    const [doc, status] = created(filed);
    return c.json({ ...doc, message: 'Created!' }, status);
  });

  // The T_BPLS renewal of business {id} (what application_renewal files with that business_id).
  app.put('/v1/taxpayers/business_permit_renewals/:id', json, guard, async (c) => {
    const body = await readJson(c);
    const filed = await applications.submit(c.get('auth').taxpayerId, renewal, {
      ...body,
      [BUSINESS_ID_FIELD]: applicationIdOf(c.req.param('id')),
    });
    const [doc, status] = created(filed);
    return c.json({ ...doc, message: 'Created!' }, status);
  });

  // Correcting a returned application (its kind's resubmit: from FOR RESUBMISSION, back to PENDING).
  app.put(`${TEMP}/:id`, json, guard, async (c) => {
    const taxpayerId = c.get('auth').taxpayerId;
    const id = applicationIdOf(c.req.param('id'));
    const body = await readJson(c);
    const done = await resubmitApplication(db, applications, now, { taxpayerId, applicationId: id, body });
    const { reference } = await ownApplication(db, taxpayerId, id);
    return c.json({
      ...applicationDocument(done.application, reference, done.status, PERMIT_APPLICATION_TYPE),
      message: 'Resubmitted!',
    });
  });

  // What the schedule computes for the application now (answered without a message, §7.5).
  app.post(`${TEMP}/:id/recalculate`, json, guard, async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    await ownApplication(db, c.get('auth').taxpayerId, id);
    return c.json({ data: await assessment.computed(id) });
  });

  // A new SOA for an expired one: helper B's regenerate_soa, the same as transactions/{id}/regenerate_soa.
  app.post(`${TEMP}/:id/regenerate`, json, guard, async (c) => {
    return c.json(await regeneratedSoa(deps, c.get('auth').taxpayerId, applicationIdOf(c.req.param('id'))));
  });

  // The filled form as a PDF, for both T_BPLS and BPLS (body { id }: the application's).
  const downloadForm = async (c: Context<AuthEnv>) => {
    const body = await readJson(c);
    const row = await ownApplication(db, c.get('auth').taxpayerId, applicationIdOf(body.id));
    const pdf = await filledFormPdf({
      definition: knownDefinition(row.application.route),
      payload: row.application.payload,
      referenceNumber: row.reference,
      status: row.status,
      filedAt: row.application.createdAt,
    });
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="application-${row.reference}.pdf"`,
    });
  };
  app.post(`${TEMP}/download_form`, json, guard, downloadForm);
  app.post('/v1/bpls/taxpayer/business/permit/download_form', json, guard, downloadForm);

  return app;
}
