import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  BTAX_RULE_OPTIONS,
  btaxApiCreateRules,
  btaxApiSearchRules,
  btaxCsvCreateRules,
  btaxCsvSearchRules,
  btaxManualCreateRules,
  btaxManualSearchRules,
  btaxManualYearsRules,
  btaxQuarterlyCreateRules,
  btaxQuarterlyPayload,
  btaxQuarterlySearchRules,
  type BtaxFlags,
  type BtaxTransactionType,
} from '@/domain/contracts/business-tax';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { readJson } from '../../http/read-json';
import { billingRecord, csvBillingRecord, manualBillingRecord, searchRecord } from './bill-attributes';
import type { BillSelection } from './bill-selection';
import type { BusinessTaxService } from './business-tax.service';

type Rules = (flags: BtaxFlags, now: Date) => Record<string, string>;
type Values = Readonly<Record<string, string>>;
type Ctx = Context<AuthEnv>;

const V1 = '/v1/taxpayers';
const QUARTERLY = '/temp/taxpayers/business_tax';

// A number the rules let be empty is absent, not 0.
const numberOf = (text: string | undefined): number | undefined =>
  text === undefined || text === '' ? undefined : Number(text);
const binOf = (values: Values) => (values.bin ?? '').toUpperCase();

/**
 * The §7.1 business tax billing calls (docs/api-payments.md); all need a signed-in taxpayer and
 * count against the account's look-up limit (`limit`, after the guard).
 */
export function businessTaxRoutes({
  billing,
  guard,
  limit,
  bodyLimits,
}: {
  billing: BusinessTaxService;
  guard: MiddlewareHandler<AuthEnv>;
  limit: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;

  /** Validates a query or body with the rule set the form uses under the current flags. */
  async function validated(raw: Record<string, unknown>, rules: Rules) {
    const flags = await billing.flags();
    return { flags, values: parseRules(rules(flags, billing.now()), raw, BTAX_RULE_OPTIONS) };
  }

  // A bill found says whether another payer is paying it right now (issue 25).
  async function lookup(
    c: Ctx,
    type: string,
    selection: BillSelection | null,
    record: (s: BillSelection) => object,
  ) {
    if (!selection) return c.json(document(null));
    const being_paid = await billing.beingPaid(selection, c.get('auth').taxpayerId);
    return c.json(document(resource(type, selection.head.id, { ...record(selection), being_paid })));
  }

  async function create(
    c: Ctx,
    values: Values,
    selection: BillSelection | null,
    record: (s: BillSelection) => unknown,
  ) {
    const created = await billing.createBilling(selection, {
      taxpayerId: c.get('auth').taxpayerId,
      applicationStatusId: Number(values.application_status_id),
      validIdToPresent: values.valid_id_to_present ?? '',
    });
    const billingResource = resource('billings', created.selection.head.id, record(created.selection), {
      transaction_history: { data: { type: 'transaction_histories', id: String(created.transactionId) } },
    });
    return c.json({ ...document(billingResource), message: 'Created!' }, 201);
  }

  // API imports: year and period filter unless their flags hide them (§5).
  const findApi = ({ flags, values }: { flags: BtaxFlags; values: Values }) =>
    billing.findApiBill({
      bin: binOf(values),
      year: flags.BTAX_WITHOUT_YEAR_FILTER ? undefined : numberOf(values.year),
      period: flags.BTAX_WITHOUT_PERIOD_FILTER ? undefined : numberOf(values.period),
    });
  app.get(`${V1}/btax_billing_api_imports`, guard, limit, async (c) =>
    lookup(
      c,
      'btax_billing_api_imports',
      await findApi(await validated(c.req.query(), btaxApiSearchRules)),
      billingRecord,
    ),
  );
  app.post(`${V1}/business_taxes/billings_from_api_imports`, json, guard, limit, async (c) => {
    const input = await validated(await readJson(c), btaxApiCreateRules);
    return create(c, input.values, await findApi(input), billingRecord);
  });

  // CSV imports: BIN only.
  app.get(`${V1}/btax_billing_csv_imports`, guard, limit, async (c) => {
    const { values } = await validated(c.req.query(), btaxCsvSearchRules);
    return lookup(
      c,
      'btax_billing_csv_imports',
      await billing.findCsvBill({ bin: binOf(values) }),
      csvBillingRecord,
    );
  });
  app.post(`${V1}/business_taxes/billings_from_csv_imports`, json, guard, limit, async (c) => {
    const { values } = await validated(await readJson(c), btaxCsvCreateRules);
    return create(c, values, await billing.findCsvBill({ bin: binOf(values) }), csvBillingRecord);
  });

  // Manual billing: unpaid years first, then one year up to a quarter.
  const findManual = (values: Values) =>
    billing.findManualBill({ bin: binOf(values), year: Number(values.year), qtrTo: numberOf(values.qtr_to) });
  app.get(`${V1}/btax_billing_manual_imports/inquire_year`, guard, limit, async (c) => {
    const { values } = await validated(c.req.query(), btaxManualYearsRules);
    const bin = binOf(values);
    return c.json(
      document(resource('btax_unpaid_years', bin, { years: await billing.unpaidManualYears(bin) })),
    );
  });
  app.get(`${V1}/btax_billing_manual_imports`, guard, limit, async (c) => {
    const { values } = await validated(c.req.query(), btaxManualSearchRules);
    return lookup(c, 'btax_billing_manual_imports', await findManual(values), manualBillingRecord);
  });
  app.post(`${V1}/btax_billing_manual_imports`, json, guard, limit, async (c) => {
    const { values } = await validated(await readJson(c), btaxManualCreateRules);
    return create(c, values, await findManual(values), manualBillingRecord);
  });

  // Quarterly / delinquent: year only for DELINQUENT, period only for QUARTERLY (§5).
  const findQuarterly = (values: Values) =>
    billing.searchBill({
      bin: binOf(values),
      transactionType: values.transaction_type as BtaxTransactionType,
      year: numberOf(values.year),
      period: numberOf(values.period),
    });
  app.get(`${QUARTERLY}/search`, guard, limit, async (c) => {
    const { values } = await validated(btaxQuarterlyPayload(c.req.query()), btaxQuarterlySearchRules);
    return lookup(c, 'business_tax_billings', await findQuarterly(values), searchRecord);
  });
  app.post(`${QUARTERLY}/create_billing`, json, guard, limit, async (c) => {
    const { values } = await validated(btaxQuarterlyPayload(await readJson(c)), btaxQuarterlyCreateRules);
    return create(c, values, await findQuarterly(values), searchRecord);
  });

  return app;
}
