import * as v from 'valibot';
import type { CompileOptions } from '../validation/compile-rules';
import { VALID_ID_RULE } from './business-tax';

// Notices of violation (§2.12, §3, §5, §7.3; docs/api-payments.md). An NOV number with its PIN
// is a credential: the inquiry answers `data: null` ('No Record Found') for an unknown number
// and for a wrong PIN alike, and a notice is shown only to whoever holds both.

/** How the NOV number is shown (§5): a display mask only, never enforced. */
export const NOV_NO_MASK = '999-99-9999-9999999';

const money = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, 'Expected an amount like 1234.50'));

/** One violation of a notice (§3). */
const novViolation = v.object({
  violation_name: v.string(),
  violation_article: v.string(),
  violation_amount: money,
});
export type NovViolation = v.InferOutput<typeof novViolation>;

/** The §3 notice: its violations in the order issued, their sum, and when it was issued. */
const novRecord = v.object({
  nov_no: v.string(),
  plate_no: v.string(),
  total_amount: money,
  /** When the notice was issued (ISO 8601), shown as a date with its time (§2.12). */
  created_at: v.string(),
  violations: v.array(novViolation),
  /** Paid already (through the portal or at the counter): shown, but not offered for payment. */
  is_paid: v.boolean(),
  /** The inquiry's answer only: another payer's checkout for it is open right now (issue 25). */
  being_paid: v.optional(v.boolean(), false),
});
export type NovRecord = v.InferOutput<typeof novRecord>;

/** `POST /api/v1/qpax_inquiry`: the notice, or `data: null` when the number and PIN match none. */
export const novInquiryResponse = v.object({
  data: v.nullable(
    v.object({ type: v.literal('notice_of_violations'), id: v.string(), attributes: novRecord }),
  ),
});

/** `POST /api/v1/taxpayers/notice_of_violations`: the notice and its WAITING FOR PAYMENT transaction. */
export const novCreatedResponse = v.object({
  data: v.object({
    type: v.literal('notice_of_violations'),
    id: v.string(),
    attributes: novRecord,
    relationships: v.object({
      transaction_history: v.object({
        data: v.object({ type: v.literal('transaction_histories'), id: v.string() }),
      }),
    }),
  }),
  message: v.string(),
});

// ---- Request rule sets (§5): the form and the server validate with the same strings. ----

/** NOV number and PIN: required only; the mask is a display aid (§5). */
export const novInquiryRules = {
  nov_no: 'required|max_50_char',
  pin: 'required|max_50_char',
} as const;

/** Paying a notice: the inquiry's fields, the valid ID to present and the transaction type. */
export const novCreateRules = {
  ...novInquiryRules,
  valid_id_to_present: VALID_ID_RULE,
  application_status_id: 'required|integer',
} as const;

/** Labels and messages of the NOV rule sets: `pin` here is the notice's PIN, not a property's. */
export const NOV_RULE_OPTIONS: CompileOptions = {
  labels: { nov_no: 'NOV Number', pin: 'PIN' },
  messages: { 'valid_id_to_present.mask': 'Please choose a valid ID from the list' },
};

/** An NOV number as stored and compared: trimmed and upper case (§5 payload text). */
export const normalizeNovNo = (text: string): string => text.trim().toUpperCase();
