import { Hono, type MiddlewareHandler } from 'hono';
import { statusInfo } from '@/domain/statuses/application-statuses';
import type { AuthEnv } from '../../http/auth-guard';
import { NotFoundError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import type { ApplicationsService } from '../applications/applications.service';
import { businessIdOf, groupBusinesses, type ApplicationRow, type Business } from './businesses';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';

const BPLS = '/v1/bpls/taxpayer';
const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** A business as GET businesses shows it: named by its latest full form, standing by its latest application. */
export function businessResource(business: Pick<Business, 'id' | 'form'>, row: ApplicationRow) {
  const { application: a } = row;
  const named = business.form.application.payload;
  const status = statusInfo(row.status);
  return resource(
    'businesses',
    business.id,
    {
      business_name: named.business_name ?? null,
      trade_name: named.trade_name ?? null,
      kind_of_ownership: named.kind_of_ownership ?? null,
      application_id: a.id,
      route: a.route,
      transaction_type: a.transactionType,
      reference_number: row.reference,
      status: row.status,
      status_state: status.state,
      status_description: status.description,
      created_at: a.createdAt.toISOString(),
    },
    { transaction_history: { data: { type: 'transaction_histories', id: String(a.transactionId) } } },
  );
}

/**
 * GET businesses and businesses/{id} (§7.5): the account's businesses, each from its NEW
 * application on. `?transaction_history_id=` finds the business of one transaction (the
 * transaction page's Resubmit); `/{id}?application_id=` shows one of its applications instead
 * of the latest. `meta.payload` of /{id} is its latest full form (RENEW's old-data retrieval),
 * or the chosen application's own payload.
 */
export function businessesRoutes({
  applications,
  guard,
}: {
  applications: ApplicationsService;
  guard: MiddlewareHandler<AuthEnv>;
}) {
  const app = new Hono<AuthEnv>();
  const businessesOf = async (taxpayerId: number) => {
    const rows = await applications.list(taxpayerId, 'business');
    return { rows, businesses: groupBusinesses(rows) };
  };

  app.get(`${BPLS}/businesses`, guard, async (c) => {
    const { rows, businesses } = await businessesOf(c.get('auth').taxpayerId);
    const transactionId = idOf(c.req.query('transaction_history_id'));
    if (transactionId === null) return c.json(document(businesses.map((b) => businessResource(b, b.latest))));
    const row = rows.find((r) => r.application.transactionId === transactionId);
    const business = row && businesses.find((b) => b.id === businessIdOf(row));
    return c.json(document(row && business ? [businessResource(business, row)] : []));
  });

  app.get(`${BPLS}/businesses/:id`, guard, async (c) => {
    const id = idOf(c.req.param('id'));
    const { businesses } = await businessesOf(c.get('auth').taxpayerId);
    const business = businesses.find((b) => b.id === id);
    const chosen = idOf(c.req.query('application_id'));
    const row =
      chosen === null ? business?.latest : business?.applications.find((r) => r.application.id === chosen);
    if (!business || !row) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    const history = await applications.history(row.application.id);
    return c.json({
      ...document(businessResource(business, row)),
      meta: {
        payload: (chosen === null ? business.form : row).application.payload,
        history: history.map((h) => ({
          from: h.fromStatus,
          to: h.toStatus,
          reason: h.reason,
          at: h.createdAt.toISOString(),
        })),
      },
    });
  });

  return app;
}
