import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  RPT_RULE_OPTIONS,
  rptBillingRules,
  rptCalculateRules,
  rptListRules,
  rptPropertyChoices,
} from '@/domain/contracts/property-tax';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { parseWith } from '../../http/parse-with';
import { readJson } from '../../http/read-json';
import { transactionId } from '../transactions/transactions.routes';
import { type TransactionKinds, transactionResource } from '../transactions/transaction-resource';
import type { transactionHistories } from '../../db/payments-schema';
import type { PropertyTaxService } from './property-tax.service';

type Row = typeof transactionHistories.$inferSelect;

const V1 = '/v1/taxpayers';
const API_BILLINGS = `${V1}/real_property_taxes/billings_from_api_imports`;

const choicesOf = (body: Record<string, unknown>) =>
  parseWith(v.object({ properties: rptPropertyChoices }), { properties: body.properties }).properties;

/**
 * The §7.2 real property calls (docs/api-property-tax.md); all need a signed-in taxpayer, and the
 * look-up, calculation and billing count against the account's look-up limit (`limit`).
 */
export function propertyTaxRoutes({
  rpt,
  kinds,
  guard,
  limit,
  bodyLimits,
  resubmit,
}: {
  rpt: PropertyTaxService;
  kinds: TransactionKinds;
  guard: MiddlewareHandler<AuthEnv>;
  limit: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
  /** A returned tax clearance filed again (resubmit-clearance.ts). */
  resubmit: (taxpayerId: number, transactionId: number, body: Record<string, unknown>) => Promise<Row>;
}) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;
  const rules = <R extends Record<string, string>>(make: (now: Date) => R, raw: Record<string, unknown>) =>
    parseRules(make(rpt.now()), raw, RPT_RULE_OPTIONS);
  const ownerOf = (values: Readonly<Record<string, string>>) => (values.owner_id ?? '').toUpperCase();

  app.get(`${V1}/real_property_list`, guard, limit, async (c) => {
    const values = rules(rptListRules, c.req.query());
    return c.json(await rpt.list(c.get('auth').taxpayerId, ownerOf(values), Number(values.year)));
  });

  // The web sends POST with `_method: 'put'` (§7.2); a PUT is the same call.
  const calculate = async (c: Context<AuthEnv>) => {
    const body = await readJson(c);
    const values = rules(rptCalculateRules, body);
    const data = await rpt.calculate(
      c.get('auth').taxpayerId,
      ownerOf(values),
      Number(values.year),
      choicesOf(body),
    );
    return c.json({ data: { data } });
  };
  app.post(`${V1}/real_property_calculate`, json, guard, limit, calculate);
  app.put(`${V1}/real_property_calculate`, json, guard, limit, calculate);

  app.post(API_BILLINGS, json, guard, limit, async (c) => {
    const body = await readJson(c);
    const values = rules(rptBillingRules, body);
    const ownerId = ownerOf(values);
    const created = await rpt.createBilling(
      {
        taxpayerId: c.get('auth').taxpayerId,
        ownerId,
        applicationStatusId: Number(values.application_status_id),
        validIdToPresent: values.valid_id_to_present ?? '',
      },
      Number(values.year),
      choicesOf(body),
    );
    const billing = resource(
      'billings',
      created.transactionId,
      { owner_id: ownerId, year: Number(values.year), properties: created.properties, total: created.total },
      { transaction_history: { data: { type: 'transaction_histories', id: String(created.transactionId) } } },
    );
    return c.json({ ...document(billing), message: 'Created!' }, 201);
  });

  app.get(`${API_BILLINGS}/:id/inquire_quarter`, guard, async (c) =>
    c.json({ data: await rpt.inquireQuarter(c.get('auth').taxpayerId, transactionId(c.req.param('id'))) }),
  );
  app.put(`${API_BILLINGS}/:id/regenerate`, json, guard, async (c) =>
    c.json({
      data: await rpt.regenerate(c.get('auth').taxpayerId, transactionId(c.req.param('id'))),
      message: 'Updated!',
    }),
  );
  // No manual RPT flavour exists here: recomputing a manual billing's amount is regenerating it.
  app.post(
    `${V1}/real_property_taxes/billings_from_manual_imports/:id/recompute_amount`,
    json,
    guard,
    async (c) =>
      c.json({
        data: await rpt.regenerate(c.get('auth').taxpayerId, transactionId(c.req.param('id'))),
        message: 'Updated!',
      }),
  );

  app.put(`${V1}/rptax_clearance/:id/resubmit`, json, guard, async (c) => {
    const id = transactionId(c.req.param('id'));
    const row = await resubmit(c.get('auth').taxpayerId, id, await readJson(c));
    return c.json({ ...document(transactionResource(row, kinds)), message: 'Updated!' });
  });

  return app;
}
