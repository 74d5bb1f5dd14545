import * as v from 'valibot';
import { manilaDateParts } from '../format/manila-date';
import type { CompileOptions } from '../validation/compile-rules';
import { optional } from '../validation/optional';
import { VALID_ID_RULE } from './business-tax';
import { ID_FORMAT_RULES } from '../validation/id-format-rules';
import { registerRuleGroup } from '../validation/rule-registry';

// owner_id is an id format, a group outside the engine's core: the form and the server that
// use these rules load it with them.
registerRuleGroup(ID_FORMAT_RULES);

// Real property tax (§2.11, §3, §5, §7.2; docs/api-property-tax.md). Every amount is sent twice:
// as integer centavos (tax_due, penalty, discount, total: for arithmetic) and as a display string
// with the peso sign (the §3 `_human` fields: '₱1,234.50'). `initial_amount` is a decimal string
// with two places ('1234.50') like the business tax amounts. The server computes every figure;
// amounts a client sends are ignored.

const money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/, 'Expected an amount like 1234.50'));
const centavos = v.pipe(v.number(), v.integer());
const quarter = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4));

/** The kinds of property on the roll (the RPT module's three transaction types filter by it). */
export const RPT_KINDS = ['LAND', 'BUILDING', 'MACHINERY'] as const;
export type RptKind = (typeof RPT_KINDS)[number];

/** One property of an owner for one tax year: the §3 fields and what the cards need beside them. */
const rptProperty = v.object({
  owner_id: v.string(),
  /** Masked like the business tax owner: each word's first letter and three stars. */
  owner_name: v.string(),
  pin: v.string(),
  new_pin: v.nullable(v.string()),
  /** The ARP / tax declaration number (the card's 'ARP No.'). */
  new_arp: v.string(),
  barangay: v.string(),
  survey_no: v.nullable(v.string()),
  kind: v.picklist(RPT_KINDS),
  classification: v.string(),
  tax_year: v.number(),
  /** The whole year's tax (basic + SEF) before interest and discount, e.g. '1234.50'. */
  initial_amount: money,
  /** The tax of the quarters billed: `quarter_from` through `period`. */
  tax_due: centavos,
  /** Interest on the late quarters (2% a month, at most 36 months, by default). */
  penalty: centavos,
  /** Prompt-payment or advance discount (subtracted). */
  discount: centavos,
  /** tax_due + penalty − discount: what paying this property costs. */
  total: centavos,
  tax_due_human: v.string(),
  penalty_human: v.string(),
  discount_human: v.string(),
  total_human: v.string(),
  /** The first quarter of tax_year still unpaid (1–4); periods before it cannot be chosen. */
  quarter_from: quarter,
  /** The last quarter billed (1–4); only the current year offers a choice, later years are 4. */
  period: quarter,
  /** True once a calculation priced this property (Submit bills only selected properties). */
  selected: v.boolean(),
  /** Pending list only: the transaction of this account that bills the property. */
  transaction_id: v.optional(v.string()),
  /** Pending list only: that transaction's reference number. */
  reference_number: v.optional(v.string()),
});
export type RptProperty = v.InferOutput<typeof rptProperty>;

/** Sums of a list of properties (centavos and display strings). */
const rptTotal = v.object({
  tax_due: centavos,
  penalty: centavos,
  discount: centavos,
  total: centavos,
  tax_due_human: v.string(),
  penalty_human: v.string(),
  discount_human: v.string(),
  total_human: v.string(),
});
export type RptTotal = v.InferOutput<typeof rptTotal>;

/**
 * `GET /api/v1/taxpayers/real_property_list` (owner_id, year, valid_id_to_present). `properties`
 * are ready for payment (period 4, unselected); `advance`: the selected year is already paid;
 * `deliquent` (spelt so, §3): a year before the current one is unpaid, not payable online;
 * `pending`: a transaction of this account waiting for payment bills it; `earlier_year_due`: a
 * future year chosen while an earlier year from the current one is unpaid (pay that year first).
 * `total` sums `properties`. An owner ID with no property answers every list empty.
 */
export const rptListResponse = v.object({
  properties: v.array(rptProperty),
  advance: v.array(rptProperty),
  deliquent: v.array(rptProperty),
  pending: v.array(rptProperty),
  earlier_year_due: v.optional(v.array(rptProperty)),
  total: rptTotal,
});
export type RptListResponse = v.InferOutput<typeof rptListResponse>;

/** A property chosen for calculation or billing: its PIN and the last quarter to pay. */
export const rptPropertyChoice = v.object({ pin: v.pipe(v.string(), v.minLength(1)), period: quarter });
export type RptPropertyChoice = v.InferOutput<typeof rptPropertyChoice>;
/** The `properties` of a calculate or billing request: 1 to 200 distinct PINs. */
export const rptPropertyChoices = v.pipe(
  v.array(rptPropertyChoice),
  v.minLength(1, 'Choose at least one property.'),
  v.maxLength(200, 'At most 200 properties at a time.'),
  v.check((list) => new Set(list.map((p) => p.pin)).size === list.length, 'A property is listed twice.'),
);

/** `POST /api/v1/taxpayers/real_property_calculate` body (`_method: 'put'`). */
export interface RptCalculateRequest {
  _method: 'put';
  owner_id: string;
  year: number;
  properties: RptPropertyChoice[];
}

/**
 * Its answer: every ready property of the owner for the year, the requested ones priced for their
 * period and `selected`, the others as listed; `total` sums the selected ones (what Submit bills).
 */
export const rptCalculateResponse = v.object({
  data: v.object({
    data: v.object({
      properties: v.array(rptProperty),
      total: rptTotal,
      /** Another payer's checkout for any of the priced quarters is open right now (issue 25). */
      being_paid: v.optional(v.boolean(), false),
    }),
  }),
});
export type RptCalculateResponse = v.InferOutput<typeof rptCalculateResponse>;

/** `POST /api/v1/taxpayers/real_property_taxes/billings_from_api_imports` body. */
export interface RptBillingRequest {
  owner_id: string;
  year: number;
  valid_id_to_present: string;
  application_status_id: number;
  properties: RptPropertyChoice[];
}

const transactionLink = v.object({
  transaction_history: v.object({
    data: v.object({ type: v.literal('transaction_histories'), id: v.string() }),
  }),
});

/** Its answer, as business tax's: the billing and its WAITING FOR PAYMENT transaction. */
export const rptBillingCreated = v.object({
  data: v.object({
    type: v.literal('billings'),
    id: v.string(),
    attributes: v.object({
      owner_id: v.string(),
      year: v.number(),
      properties: v.array(rptProperty),
      total: rptTotal,
    }),
    relationships: transactionLink,
  }),
  message: v.string(),
});
export type RptBillingCreated = v.InferOutput<typeof rptBillingCreated>;

/** One quarter a transaction bills, and whether it is paid (by it or by another transaction). */
const rptBilledQuarter = v.object({
  pin: v.string(),
  year: v.number(),
  quarter,
  paid: v.boolean(),
});

/**
 * `GET …/billings_from_api_imports/{id}/inquire_quarter`: the quarters the transaction bills;
 * `amount` is what it charges, `current_amount` what the same quarters cost today (they differ
 * once a month boundary adds interest: then regenerate). Also the answer of `PUT …/{id}/regenerate`
 * and `POST …/billings_from_manual_imports/{id}/recompute_amount` (amount then equals current_amount).
 */
export const rptQuarterInquiry = v.object({
  data: v.object({
    type: v.literal('rpt_billings'),
    id: v.string(),
    attributes: v.object({
      status: v.string(),
      reference_number: v.string(),
      owner_id: v.string(),
      year: v.number(),
      quarters: v.array(rptBilledQuarter),
      amount: centavos,
      amount_human: v.string(),
      current_amount: centavos,
      current_amount_human: v.string(),
    }),
    relationships: transactionLink,
  }),
});
export type RptQuarterInquiry = v.InferOutput<typeof rptQuarterInquiry>;

// ---- Request rule sets (§5): the form and the server validate with the same strings. ----

/** The RPT owner ID: nine letters or digits (§2.11, §5). */
export const RPT_OWNER_ID_RULE = 'required|owner_id';
/** A tax year from the current one to two years ahead, on Manila's calendar (§2.11). */
export const rptYearRule = (now: Date = new Date()): string => {
  const { year } = manilaDateParts(now);
  return `required|integer|number_range:${year}-${year + 2}`;
};

/** Labels and messages of the RPT rule sets. */
export const RPT_RULE_OPTIONS: CompileOptions = {
  labels: { owner_id: 'Owner ID', year: 'Year' },
  messages: { 'valid_id_to_present.mask': 'Please choose a valid ID from the list' },
};

/** Step 1's search and the list look-up. */
export const rptListRules = (now: Date = new Date()): Record<string, string> => ({
  owner_id: RPT_OWNER_ID_RULE,
  year: rptYearRule(now),
  valid_id_to_present: optional(VALID_ID_RULE),
});
/** Calculate: owner and year (the properties are checked with rptPropertyChoices). */
export const rptCalculateRules = (now: Date = new Date()): Record<string, string> => ({
  owner_id: RPT_OWNER_ID_RULE,
  year: rptYearRule(now),
});
/** Billing (Pay Now): the valid ID and the transaction type too. */
export const rptBillingRules = (now: Date = new Date()): Record<string, string> => ({
  owner_id: RPT_OWNER_ID_RULE,
  year: rptYearRule(now),
  valid_id_to_present: VALID_ID_RULE,
  application_status_id: 'required|integer',
});
