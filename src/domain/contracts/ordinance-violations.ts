import * as v from 'valibot';
import type { CompileOptions } from '../validation/compile-rules';

// Ordinance violation receipts (§2.8 OVRS › OVR PAYMENT, §7.3; docs/api-payments.md). An enforcer
// hands the violator an OVR, a numbered ticket naming them; its number with the violator's last
// name is what proves the ticket is in hand, so a look-up matching neither answers 'No Record
// Found' alike. The resident sends a photo of the ticket, gets a statement of account, and pays it.

const money = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, 'Expected an amount like 1234.50'));

/** One ordinance violated, with its fine. */
const ovrViolation = v.object({ ordinance: v.string(), violation: v.string(), amount: money });
export type OvrViolationItem = v.InferOutput<typeof ovrViolation>;

/** The ticket as the LGU recorded it. */
const ovrTicketFields = {
  ovr_no: v.string(),
  violator_name: v.string(),
  /** When the enforcer wrote it (ISO 8601), shown with its time. */
  apprehended_at: v.string(),
  place: v.string(),
  /** The vehicle's plate, for a traffic ordinance; '' for none. */
  plate_no: v.string(),
  violations: v.array(ovrViolation),
  total_amount: money,
};

/** `GET …/ordinance_violation_receipts/check/ovr`: the ticket, or `data: null` ('No Record Found'). */
export const ovrCheckResponse = v.object({
  data: v.nullable(
    v.object({
      type: v.literal('ordinance_violations'),
      id: v.string(),
      attributes: v.object({
        ...ovrTicketFields,
        /** Paid already (through the portal or at the counter): shown, not offered for payment. */
        is_paid: v.boolean(),
        /** Another payer's checkout for it is open right now (issue 25). */
        being_paid: v.boolean(),
        /** The asker's own receipt of this ticket, if they sent one: it is opened, not sent again. */
        receipt_id: v.nullable(v.string()),
      }),
    }),
  ),
});
export type OvrCheck = NonNullable<v.InferOutput<typeof ovrCheckResponse>['data']>;

/** Where a statement of account stands: payable through its last day (Manila), paid, or expired. */
export const OVR_SOA_STATUSES = ['PAYABLE', 'PAID', 'EXPIRED SOA'] as const;

/** A resident's receipt of a ticket: the ticket, its photo, and its current statement of account. */
export const ovrReceiptResponse = v.object({
  data: v.object({
    type: v.literal('ordinance_violation_receipts'),
    id: v.string(),
    attributes: v.object({
      ...ovrTicketFields,
      /** The photo of the ticket, readable by its uploader (GET …/uploads/{id}). */
      photo_url: v.string(),
      soa_number: v.string(),
      /** Its last payable day, YYYY-MM-DD (Manila). */
      soa_expires_on: v.string(),
      soa_status: v.picklist(OVR_SOA_STATUSES),
      /** What the statement of account bills (the ticket's total when it was issued). */
      amount: money,
    }),
    relationships: v.object({
      transaction_history: v.object({
        data: v.object({ type: v.literal('transaction_histories'), id: v.string() }),
      }),
    }),
  }),
  message: v.optional(v.string()),
});
export type OvrReceipt = v.InferOutput<typeof ovrReceiptResponse>['data'];

// ---- Request rule sets (§5): the form and the server validate with the same strings. ----

/** The look-up: the OVR number and the violator's last name, both as the ticket shows them. */
export const ovrCheckRules = {
  ovr_no: 'required|max_30_char',
  last_name: 'required|max_50_char',
} as const;

/** Sending the photo: the look-up's fields and the transaction type (OVRS › OVR PAYMENT). */
export const ovrCreateRules = { ...ovrCheckRules, application_status_id: 'required|integer' } as const;

/** Labels of the OVR rule sets. */
export const OVR_RULE_OPTIONS: CompileOptions = {
  labels: { ovr_no: 'OVR Number', last_name: "Violator's Last Name" },
};

/** An OVR number as stored and compared: trimmed and upper case (§5 payload text). */
export const normalizeOvrNo = (text: string): string => text.trim().toUpperCase();

/** A name as compared: upper case, single spaces (a payer types it as they read it). */
export const normalizeName = (text: string): string => text.trim().replace(/\s+/g, ' ').toUpperCase();
