import type {
  BtaxBillingRecord,
  BtaxCsvBillingRecord,
  BtaxManualBillingRecord,
  BtaxSearchRecord,
} from '@/domain/contracts/business-tax';
import { centavosToPesos, formatCentavos } from '@/domain/money/centavos';
import type { BillSelection } from './bill-selection';
import { maskOwnerName } from '../../billing/mask-owner-name';

// The records as found; the look-up adds `being_paid` (business-tax.routes.ts).
type Found<R> = Omit<R, 'being_paid'>;

const textOr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Every record's breakdown of what is owed: the surcharge and interest, and the total charged. */
const owed = (s: BillSelection) => ({
  surcharge: centavosToPesos(s.totalAmount - s.amount),
  total_amount: centavosToPesos(s.totalAmount),
});

/**
 * The §3 billing record of the API-import screen, reduced to what a payer needs to recognise and
 * pay the bill: any signed-in account may look up any BIN, so the owner's name is masked and the
 * address and account number are not sent (issue 10).
 */
export function billingRecord(s: BillSelection): Found<BtaxBillingRecord> {
  const { head } = s;
  return {
    bin: head.bin,
    amount: centavosToPesos(s.amount),
    amount_human: formatCentavos(s.amount, { sign: true }),
    account_name: head.accountName,
    owner_name: maskOwnerName(head.ownerName),
    ownership: head.ownership,
    date_processed: head.dateProcessed,
    expiration_date: head.expirationDate,
    qtr_from: s.qtrFrom,
    qtr_to: s.qtrTo,
    mode_of_payment_1: textOr(head.extra.mode_of_payment_1),
    mode_of_payment_2: textOr(head.extra.mode_of_payment_2),
    ...owed(s),
  };
}

/** The CSV-import flavour nests the same record under `attributes` (§3). */
export const csvBillingRecord = (
  s: BillSelection,
): { bin: string; attributes: Found<BtaxCsvBillingRecord['attributes']> } => ({
  bin: s.head.bin,
  attributes: billingRecord(s),
});

/** Manual billing: the assessment date is the bill's processing date. */
export const manualBillingRecord = (s: BillSelection): Found<BtaxManualBillingRecord> => ({
  bin: s.head.bin,
  type: textOr(s.head.extra.type) ?? 'RENEWAL',
  account_name: s.head.accountName,
  payment_from: s.qtrFrom,
  payment_to: s.qtrTo,
  assessment_date: s.head.dateProcessed,
  expiration_date: s.head.expirationDate,
  billing_amount: centavosToPesos(s.amount),
  ...owed(s),
});

/** The quarterly / delinquent result table (§2.10), reduced as billingRecord is. */
export const searchRecord = (s: BillSelection): Found<BtaxSearchRecord> => ({
  bin: s.head.bin,
  date_processed: s.head.dateProcessed,
  expiration_date: s.head.expirationDate,
  ownership: s.head.ownership,
  qtr_from: s.qtrFrom,
  qtr_to: s.qtrTo,
  owner_name: maskOwnerName(s.head.ownerName),
  account_name: s.head.accountName,
  amount: centavosToPesos(s.amount),
  ...owed(s),
});
