import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { BUSINESS_ID_FIELD } from '@/domain/applications/business-permit-contracts';
import { applications as applicationsTable } from '../../db/applications-schema';
import { transactionHistories } from '../../db/payments-schema';
import type { AuthEnv } from '../../http/auth-guard';
import { ConflictError, NotFoundError } from '../../http/http-errors';
import { readJson } from '../../http/read-json';
import { knownDefinition } from '../applications/known-definition';
import { checkQuarter, checkYear, quarterInquiry, yearInquiry } from './inquiries';
import { businessResource } from './businesses.routes';
import { businessIdOf, groupBusinesses } from './businesses';
import { ownBusiness } from './business-subject';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';
import { BUSINESS_PERMITS_MESSAGES } from './business-permits.messages';
import type { ApplicationRoutesDeps } from '../applications/application-routes-deps';

const PERMIT = '/v1/bpls/taxpayer/business/permit';
export const NOT_CHANGEABLE_MESSAGE = BUSINESS_PERMITS_MESSAGES.notChangeable.en;
// A quarter or year may be chosen again while the office has not started on the application.
const CHANGEABLE = new Set(['PENDING', 'FOR RESUBMISSION']);

/**
 * The inquiries of §7.5 (their answers are "not shown"; docs/business-permit-kinds.md says what
 * they answer): validate_business, inquire_quarterly_billing, inquire_delinquent_billing, and on
 * a filed quarterly or delinquent application inquire_quarter / select_quarter, inquire_year /
 * select_year.
 */
export function inquiriesRoutes({ applications, db, now, guard, bodyLimits }: ApplicationRoutesDeps) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;

  // The business may be filed for: it is the applicant's; answered with its latest full form.
  app.post(`${PERMIT}/validate_business`, json, guard, async (c) => {
    const body = await readJson(c);
    const business = await ownBusiness(applications, c.get('auth').taxpayerId, body[BUSINESS_ID_FIELD]);
    return c.json({
      data: businessResource(business, business.latest),
      meta: { payload: business.form.application.payload },
      message: 'Valid',
    });
  });

  app.post(`${PERMIT}/inquire_quarterly_billing`, json, guard, async (c) => {
    const body = await readJson(c);
    const business = await ownBusiness(applications, c.get('auth').taxpayerId, body[BUSINESS_ID_FIELD]);
    return c.json({ data: { business_id: business.id, ...quarterInquiry(business, now()) } });
  });

  app.post(`${PERMIT}/inquire_delinquent_billing`, json, guard, async (c) => {
    const body = await readJson(c);
    const business = await ownBusiness(applications, c.get('auth').taxpayerId, body[BUSINESS_ID_FIELD]);
    return c.json({ data: { business_id: business.id, ...yearInquiry(business, now()) } });
  });

  /** The applicant's filed application of a kind, with its business. */
  const filed = async (taxpayerId: number, idText: string, transactionType: string) => {
    const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
    const rows = await applications.list(taxpayerId, 'business');
    const row = rows.find(
      (r) => r.application.id === id && r.application.transactionType === transactionType,
    );
    const business = row && groupBusinesses(rows).find((b) => b.id === businessIdOf(row));
    if (!row || !business) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    return { row, business };
  };

  const reselect = (paths: string[], type: string, route: string, name: 'quarter' | 'year') => {
    for (const path of paths)
      app.post(path, json, guard, async (c) => {
        const taxpayerId = c.get('auth').taxpayerId;
        const { row, business } = await filed(taxpayerId, c.req.param('id') ?? '', type);
        if (!CHANGEABLE.has(row.status)) throw new ConflictError(BUSINESS_PERMITS_MESSAGES.notChangeable);
        const body = await readJson(c);
        const definition = knownDefinition(route);
        const step = definition.steps[0]?.id ?? '';
        const payload = { ...row.application.payload, [name]: body[name] };
        await applications.validate(definition, payload, [step]);
        const at = now();
        if (name === 'quarter') checkQuarter(business, body[name], at, row.application.id);
        else checkYear(business, body[name], at, row.application.id);
        const value = String(body[name]);
        await db.transaction(async (tx) => {
          // Checked again under the row's lock: an officer's move (approve, return) made since the
          // check above wins, and the office never assesses a quarter or year changed behind it.
          const [current] = await tx
            .select({ status: transactionHistories.status })
            .from(transactionHistories)
            .where(eq(transactionHistories.id, row.application.transactionId))
            .for('update');
          if (!current || !CHANGEABLE.has(current.status))
            throw new ConflictError(BUSINESS_PERMITS_MESSAGES.notChangeable);
          await tx
            .update(applicationsTable)
            .set({ payload: { ...row.application.payload, [name]: value }, updatedAt: at })
            .where(
              and(eq(applicationsTable.id, row.application.id), eq(applicationsTable.taxpayerId, taxpayerId)),
            );
        });
        return c.json({ data: { id: String(row.application.id), [name]: value }, message: 'Updated!' });
      });
  };

  app.post(`${PERMIT}/transactions/:id/inquire_quarter`, json, guard, async (c) => {
    const { row, business } = await filed(c.get('auth').taxpayerId, c.req.param('id'), 'QUARTERLY');
    return c.json({
      data: { business_id: business.id, ...quarterInquiry(business, now(), row.application.id) },
    });
  });
  // eBPLS's transaction/{id}/select_quarter is the same action on the same applications.
  reselect(
    [
      `${PERMIT}/transactions/:id/select_quarter`,
      '/v1/ebpls/taxpayer/applications/transaction/:id/select_quarter',
    ],
    'QUARTERLY',
    'e2e-business-permit-quarterly',
    'quarter',
  );

  app.post(`${PERMIT}/transactions/:id/inquire_year`, json, guard, async (c) => {
    const { row, business } = await filed(c.get('auth').taxpayerId, c.req.param('id'), 'DELINQUENT');
    return c.json({
      data: { business_id: business.id, ...yearInquiry(business, now(), row.application.id) },
    });
  });
  reselect(
    [`${PERMIT}/transactions/:id/select_year`],
    'DELINQUENT',
    'e2e-business-permit-delinquent',
    'year',
  );

  return app;
}
