import * as v from 'valibot';
import type { CompileOptions } from '../validation/compile-rules';
import { optional } from '../validation/optional';
import { listOf, oneOf, resourceOf } from './json-api';

// Miscellaneous fees and statements of account (§2.13, §3, §5, §7.3; docs/api-payments.md).
// Amounts are decimal strings with two places ("150.00"); a fee of "0.00" is one whose amount the
// payer types, from 20 to 1,000,000 pesos (§5, §9).

const money = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, 'Expected an amount like 1234.50'));

/** `GET /api/v1/taxpayers/offices`: the offices that collect fees (§3 Office). */
export const officeList = listOf(resourceOf('offices', v.object({ name: v.string() })));
export type Office = v.InferOutput<typeof officeList>['data'][number];

/** `GET /api/v1/taxpayers/miscellaneous_fees?office_id=`: one office's fees (§3 Misc fee). */
export const miscFeeList = listOf(
  resourceOf(
    'miscellaneous_fees',
    v.object({
      account_title: v.string(),
      name: v.string(),
      amount: money,
      office_id: v.number(),
      system_module_id: v.nullable(v.number()),
      application_status_id: v.nullable(v.number()),
    }),
  ),
);
export type MiscFee = v.InferOutput<typeof miscFeeList>['data'][number];

/** The amount of a fee whose payer types it (§5: "a selected fee of amount 0.00"). */
export const OPEN_FEE_AMOUNT = '0.00';
export const isOpenAmountFee = (fee: Pick<MiscFee['attributes'], 'amount'>): boolean =>
  fee.amount === OPEN_FEE_AMOUNT;

/** The payer's amount of an open fee, in pesos (§9: 20 to 1000000, two decimals). */
export const MISC_FEE_MIN_PESOS = 20;
export const MISC_FEE_MAX_PESOS = 1_000_000;
/** minimum_amount also refuses a third decimal; number_range then caps it. */
const OPEN_AMOUNT_RULE = `required|minimum_amount:${MISC_FEE_MIN_PESOS}|number_range:${MISC_FEE_MIN_PESOS}-${MISC_FEE_MAX_PESOS}`;

/**
 * `POST /api/v1/taxpayers/miscellaneous_fee_payments` (§3 payment payload). The amount is ruled
 * only for an open fee: any other fee is charged its own amount, whatever the payload says.
 */
export function miscFeePaymentRules(openAmount: boolean): Record<string, string> {
  return {
    miscellaneous_fee_id: 'required|integer',
    ...(openAmount ? { amount: OPEN_AMOUNT_RULE } : {}),
    remarks: optional('required|max_150_char'),
    image_url: 'required',
  };
}

/** Labels the fee form and the server's 422s share. */
export const MISC_FEE_RULE_OPTIONS: CompileOptions = {
  labels: { image_url: 'Image', miscellaneous_fee_id: 'Fee', office_id: 'Office' },
};

/** The answer to a fee payment: the payment, related to its WAITING FOR PAYMENT transaction. */
const createdTransaction = <A extends v.GenericSchema>(type: string, attributes: A) =>
  v.object({
    data: v.object({
      type: v.literal(type),
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

export const miscFeePaymentCreated = createdTransaction(
  'miscellaneous_fee_payments',
  v.object({
    miscellaneous_fee_id: v.number(),
    account_title: v.string(),
    amount: money,
    remarks: v.string(),
    image_url: v.string(),
  }),
);

// ---- Statements of account ----

/** `POST /api/v1/misc_fee/taxpayer/applications/verify` (§3 SOA verification request). */
export const SOA_VERIFY_RULES = {
  soa_number: 'required|max_50_char',
  name: 'required|max_150_char',
} as const;
export const SOA_RULE_OPTIONS: CompileOptions = { labels: { name: "Payor's Name" } };

/** Whether an SOA can be paid: PAYABLE, or the §3 status that stops it. */
export const SOA_STATUSES = ['PAYABLE', 'EXPIRED SOA', 'PAID'] as const;
export type SoaStatus = (typeof SOA_STATUSES)[number];

/**
 * The verified SOA (§3: name, bill_date, amount, soa_number, url) with what the screen says about
 * it. `url` is where it is paid: the portal's own pay call for this SOA (POST, see
 * soaPayPath), not a third-party portal; the payment gateway follows from there as for any bill.
 */
export const soaVerification = oneOf(
  resourceOf(
    'soa_verifications',
    v.object({
      name: v.string(),
      bill_date: v.string(),
      amount: money,
      soa_number: v.string(),
      url: v.string(),
      office: v.string(),
      description: v.string(),
      expires_on: v.string(),
      status: v.picklist(SOA_STATUSES),
      /** Another payer's checkout for this SOA is open right now (issue 25). */
      being_paid: v.optional(v.boolean(), false),
    }),
  ),
);
export type SoaVerification = v.InferOutput<typeof soaVerification>['data']['attributes'];

/** The portal path that turns a verified SOA into a transaction (body: name, application_status_id). */
export const soaPayPath = (soaNumber: string): string =>
  `/api/v1/misc_fee/taxpayer/applications/${encodeURIComponent(soaNumber)}/pay`;

export const SOA_PAY_RULES = {
  name: 'required|max_150_char',
  application_status_id: 'required|integer',
} as const;

export const soaPaymentCreated = createdTransaction(
  'soa_payments',
  v.object({ soa_number: v.string(), name: v.string(), amount: money }),
);
