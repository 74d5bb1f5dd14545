import * as v from 'valibot';
import type { BtaxFlagName } from '../constants/deployment-flags';
import { BILLING_FIRST_YEAR } from '../constants/years';
import { manilaDateParts } from '../format/manila-date';
import { VALID_IDS } from '../options/valid-ids';
import type { CompileOptions } from '../validation/compile-rules';
import { optional } from '../validation/optional';
import { ID_FORMAT_RULES } from '../validation/id-format-rules';
import { registerRuleGroup } from '../validation/rule-registry';

// btax_bin is an id format, a group outside the engine's core: the forms and the server
// that use these rules load it with them.
registerRuleGroup(ID_FORMAT_RULES);

// Business tax billing (§2.10, §3, §5, §7.1; docs/api-payments.md). Amounts are decimal strings
// with two places ("1234.50"); every lookup answers `data: null` when nothing is due, which the
// screen shows as 'No Record Found'. Any signed-in account may look up any BIN, so a record
// carries only what a payer needs to recognise and pay the bill: the owner's name masked
// ('N*** R***'), and neither the address nor the account number of §3 (issue 10).

const text = v.nullable(v.string());
const money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/, 'Expected an amount like 1234.50'));
/**
 * What every billing record adds to the tax (§3): the surcharge and interest (total_amount less
 * the tax) and total_amount, what is owed and what Pay charges (docs/decisions.md).
 */
const owed = { surcharge: money, total_amount: money };
/**
 * A look-up's answer only: another payer's checkout for the bill is open right now (issue 25),
 * so the screen says so before Pay. Absent from the create answers.
 */
const beingPaid = { being_paid: v.optional(v.boolean(), false) };

/** The §3 business tax billing record (API-import flavour; the CSV flavour nests it). */
const btaxBillingRecord = v.object({
  bin: v.string(),
  amount: money,
  amount_human: v.string(),
  account_name: v.string(),
  /** Masked: each word's first letter and three stars. */
  owner_name: text,
  ownership: text,
  date_processed: text,
  expiration_date: text,
  qtr_from: v.number(),
  qtr_to: v.number(),
  mode_of_payment_1: text,
  mode_of_payment_2: text,
  ...owed,
  ...beingPaid,
});
export type BtaxBillingRecord = v.InferOutput<typeof btaxBillingRecord>;

/** CSV-import flavour: the same fields nested under `attributes` (§3). */
const btaxCsvBillingRecord = v.object({ bin: v.string(), attributes: btaxBillingRecord, ...beingPaid });
export type BtaxCsvBillingRecord = v.InferOutput<typeof btaxCsvBillingRecord>;

/** Manual-import flavour (§3); `type` is RENEWAL or another assessment kind. */
const btaxManualBillingRecord = v.object({
  bin: v.string(),
  type: v.string(),
  account_name: v.string(),
  payment_from: v.number(),
  payment_to: v.number(),
  assessment_date: text,
  expiration_date: text,
  billing_amount: money,
  ...owed,
  ...beingPaid,
});
export type BtaxManualBillingRecord = v.InferOutput<typeof btaxManualBillingRecord>;

/** Quarterly / delinquent search (`/api/temp/taxpayers/business_tax/search`). */
const btaxSearchRecord = v.object({
  bin: v.string(),
  date_processed: text,
  expiration_date: text,
  ownership: text,
  qtr_from: v.number(),
  qtr_to: v.number(),
  /** Masked: each word's first letter and three stars. */
  owner_name: text,
  account_name: v.string(),
  amount: money,
  ...owed,
  ...beingPaid,
});
export type BtaxSearchRecord = v.InferOutput<typeof btaxSearchRecord>;

const lookupOf = <A extends v.GenericSchema>(type: string, attributes: A) =>
  v.object({ data: v.nullable(v.object({ type: v.literal(type), id: v.string(), attributes })) });

/** `GET /api/v1/taxpayers/btax_billing_api_imports`. */
export const btaxApiLookup = lookupOf('btax_billing_api_imports', btaxBillingRecord);
/** `GET /api/v1/taxpayers/btax_billing_csv_imports`. */
export const btaxCsvLookup = lookupOf('btax_billing_csv_imports', btaxCsvBillingRecord);
/** `GET /api/v1/taxpayers/btax_billing_manual_imports`. */
export const btaxManualLookup = lookupOf('btax_billing_manual_imports', btaxManualBillingRecord);
/** `GET /api/temp/taxpayers/business_tax/search`. */
export const btaxSearchLookup = lookupOf('business_tax_billings', btaxSearchRecord);

/** `GET …/btax_billing_manual_imports/inquire_year`: unpaid years, newest first. */
export const btaxUnpaidYears = v.object({
  data: v.object({
    type: v.literal('btax_unpaid_years'),
    id: v.string(),
    attributes: v.object({ years: v.array(v.number()) }),
  }),
});

const createdOf = <A extends v.GenericSchema>(attributes: A) =>
  v.object({
    data: v.object({
      type: v.literal('billings'),
      id: v.string(),
      attributes,
      relationships: v.object({
        transaction_history: v.object({
          data: v.object({ type: v.literal('transaction_histories'), id: v.string() }),
        }),
      }),
    }),
    message: v.string(),
  });

/** Answers of the create-billing calls: the billing and its WAITING FOR PAYMENT transaction. */
export const btaxApiBillingCreated = createdOf(btaxBillingRecord);
export const btaxCsvBillingCreated = createdOf(btaxCsvBillingRecord);
export const btaxManualBillingCreated = createdOf(btaxManualBillingRecord);
export const btaxSearchBillingCreated = createdOf(btaxSearchRecord);

// ---- Request rule sets (§5): the form and the server validate with the same strings. ----

/** The deployment flags that change the business tax forms (§5, §9); absent means off. */
export type BtaxFlags = Partial<Record<BtaxFlagName, boolean>>;

/** The two transaction types of the quarterly / delinquent search. */
export const BTAX_TRANSACTION_TYPES = ['QUARTERLY', 'DELINQUENT'] as const;
export type BtaxTransactionType = (typeof BTAX_TRANSACTION_TYPES)[number];

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** BIN: only required in free-text mode, otherwise the 000-00-0000-0000000 format (§5). */
export const btaxBinRule = (flags: BtaxFlags = {}): string =>
  flags.BTAX_BIN_INPUT_FREE_TEXT ? 'required' : 'required|btax_bin';
/** A billing year, 1970 to next year on Manila's calendar (§9). */
export const btaxYearRule = (now: Date = new Date()): string =>
  `required|integer|number_range:${BILLING_FIRST_YEAR}-${manilaDateParts(now).year + 1}`;
/** A quarter, 1st to 4th (§9). */
const BTAX_PERIOD_RULE = 'required|integer|number_range:1-4';
/** One of the valid IDs of §3, spelt as listed (payload values are not upper-cased for it). */
export const VALID_ID_RULE = `required|mask:^(${VALID_IDS.map(escapeRegex).join('|')})$~a listed ID`;
const OPTIONAL_VALID_ID_RULE = optional(VALID_ID_RULE);
/** The transaction type chosen in the Select Transaction dialog. */
const APPLICATION_STATUS_RULE = 'required|integer';
const TRANSACTION_TYPE_RULE = `required|mask:^(${BTAX_TRANSACTION_TYPES.join('|')})$~QUARTERLY or DELINQUENT`;

/** Labels and messages for every business tax rule set. */
export const BTAX_RULE_OPTIONS: CompileOptions = {
  labels: { period: 'Period', qtr_to: 'Quarter' },
  messages: {
    'valid_id_to_present.mask': 'Please choose a valid ID from the list',
    'transaction_type.mask': 'Transaction Type must be QUARTERLY or DELINQUENT',
  },
};

const createFields = { valid_id_to_present: VALID_ID_RULE, application_status_id: APPLICATION_STATUS_RULE };

/** API-import lookup: year and period unless their flags hide them (§5). */
export function btaxApiSearchRules(flags: BtaxFlags = {}, now: Date = new Date()): Record<string, string> {
  return {
    bin: btaxBinRule(flags),
    ...(flags.BTAX_WITHOUT_YEAR_FILTER ? {} : { year: btaxYearRule(now) }),
    ...(flags.BTAX_WITHOUT_PERIOD_FILTER ? {} : { period: BTAX_PERIOD_RULE }),
    valid_id_to_present: OPTIONAL_VALID_ID_RULE,
  };
}
/** API-import create billing: the lookup's fields plus the valid ID and transaction type. */
export const btaxApiCreateRules = (
  flags: BtaxFlags = {},
  now: Date = new Date(),
): Record<string, string> => ({
  ...btaxApiSearchRules(flags, now),
  ...createFields,
});

/** CSV-import lookup: BIN only. */
export const btaxCsvSearchRules = (flags: BtaxFlags = {}): Record<string, string> => ({
  bin: btaxBinRule(flags),
  valid_id_to_present: OPTIONAL_VALID_ID_RULE,
});
/** CSV-import create billing. */
export const btaxCsvCreateRules = (flags: BtaxFlags = {}): Record<string, string> => ({
  bin: btaxBinRule(flags),
  ...createFields,
});

/** Manual billing's unpaid-year inquiry. */
export const btaxManualYearsRules = (flags: BtaxFlags = {}): Record<string, string> => ({
  bin: btaxBinRule(flags),
});
/** Manual billing lookup: bin and year; qtr_to (default 4) only matters for RENEWAL (§5). */
export const btaxManualSearchRules = (
  flags: BtaxFlags = {},
  now: Date = new Date(),
): Record<string, string> => ({
  bin: btaxBinRule(flags),
  year: btaxYearRule(now),
  qtr_to: optional(BTAX_PERIOD_RULE),
});
/** Manual create billing. */
export const btaxManualCreateRules = (
  flags: BtaxFlags = {},
  now: Date = new Date(),
): Record<string, string> => ({
  ...btaxManualSearchRules(flags, now),
  ...createFields,
});

/** Quarterly / delinquent search: year only for DELINQUENT, period only for QUARTERLY (§5). */
export const btaxQuarterlySearchRules = (
  flags: BtaxFlags = {},
  now: Date = new Date(),
): Record<string, string> => ({
  bin: btaxBinRule(flags),
  transaction_type: TRANSACTION_TYPE_RULE,
  year: `required_if:transaction_type=DELINQUENT|${optional(btaxYearRule(now))}`,
  period: `required_if:transaction_type=QUARTERLY|${optional(BTAX_PERIOD_RULE)}`,
});
/** Quarterly / delinquent create billing. */
export const btaxQuarterlyCreateRules = (
  flags: BtaxFlags = {},
  now: Date = new Date(),
): Record<string, string> => ({
  ...btaxQuarterlySearchRules(flags, now),
  ...createFields,
});

/** Drops year unless DELINQUENT and period unless QUARTERLY, as the request must (§5). */
export function btaxQuarterlyPayload<T extends Record<string, unknown>>(
  values: T,
): Omit<T, 'year' | 'period'> & {
  year?: unknown;
  period?: unknown;
} {
  const { year, period, ...rest } = values;
  return {
    ...rest,
    ...(values.transaction_type === 'DELINQUENT' ? { year } : {}),
    ...(values.transaction_type === 'QUARTERLY' ? { period } : {}),
  };
}
