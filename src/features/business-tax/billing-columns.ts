import type { BillingColumn } from '@/components/billing-column';
import type {
  BtaxBillingRecord,
  BtaxManualBillingRecord,
  BtaxSearchRecord,
} from '@/domain/contracts/business-tax';
import { quarterLabel } from '@/domain/constants/quarters';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';

const text = (value: string | null | undefined) => value ?? '';
const peso = (amount: string) => formatPeso(amount, { sign: true });

/** What every bill owes (§3, docs/decisions.md): the tax, its surcharge and interest, the total charged. */
const owedColumns = <R extends { surcharge: string; total_amount: string }>(
  tax: (r: R) => string,
): BillingColumn<R>[] => [
  { label: 'AMOUNT', value: (r) => peso(tax(r)), numeric: true },
  { label: 'SURCHARGE', value: (r) => peso(r.surcharge), numeric: true },
  { label: 'TOTAL DUE', value: (r) => peso(r.total_amount), numeric: true, lead: true },
];

/**
 * What paying a bill covers and charges, above it: '2nd–4th quarter: ₱11,250.00', '3rd quarter:
 * ₱3,750.00', or 'Whole year (1st–4th quarter): ₱15,376.00'.
 */
export function billSummary(from: number, to: number, total: string): string {
  const quarters =
    from === to
      ? `${quarterLabel(from)} quarter`
      : from <= 1 && to >= 4
        ? 'Whole year (1st–4th quarter)'
        : `${quarterLabel(from)}–${quarterLabel(to)} quarter`;
  return `${quarters}: ${peso(total)}`;
}

/**
 * Screen 1's result columns (§2.10), in order, with AMOUNT's breakdown after it, less ADDRESS and ACC NUMBER: any account may look
 * up any BIN, so the server sends neither, and the owner's name comes masked (issue 10).
 */
export const SEARCH_COLUMNS: readonly BillingColumn<BtaxSearchRecord>[] = [
  { label: 'DATE PROCESSED', value: (r) => formatDate(r.date_processed) },
  { label: 'EXPIRATION DATE', value: (r) => formatDate(r.expiration_date) },
  { label: 'OWNERSHIP', value: (r) => text(r.ownership) },
  { label: 'FROM', value: (r) => quarterLabel(r.qtr_from) },
  { label: 'TO', value: (r) => quarterLabel(r.qtr_to) },
  { label: 'OWNER NAME', value: (r) => text(r.owner_name) },
  { label: 'ACCOUNT NAME', value: (r) => r.account_name },
  ...owedColumns<BtaxSearchRecord>((r) => r.amount),
];

/**
 * Screens 2 and 3 (API and CSV imports): BIN, AMOUNT (with its surcharge and total), ACCOUNT NAME,
 * FROM, TO, DATE PROCESSED, EXPIRATION DATE.
 */
export const IMPORT_COLUMNS: readonly BillingColumn<BtaxBillingRecord>[] = [
  { label: 'BIN', value: (r) => r.bin },
  ...owedColumns<BtaxBillingRecord>((r) => r.amount),
  { label: 'ACCOUNT NAME', value: (r) => r.account_name },
  { label: 'FROM', value: (r) => quarterLabel(r.qtr_from) },
  { label: 'TO', value: (r) => quarterLabel(r.qtr_to) },
  { label: 'DATE PROCESSED', value: (r) => formatDate(r.date_processed) },
  { label: 'EXPIRATION DATE', value: (r) => formatDate(r.expiration_date) },
];

/** Screen 4 (manual billing): the §3 manual attributes. */
export const MANUAL_COLUMNS: readonly BillingColumn<BtaxManualBillingRecord>[] = [
  { label: 'BIN', value: (r) => r.bin },
  { label: 'TYPE', value: (r) => r.type },
  { label: 'ACCOUNT NAME', value: (r) => r.account_name },
  { label: 'FROM', value: (r) => quarterLabel(r.payment_from) },
  { label: 'TO', value: (r) => quarterLabel(r.payment_to) },
  { label: 'ASSESSMENT DATE', value: (r) => formatDate(r.assessment_date) },
  { label: 'EXPIRATION DATE', value: (r) => formatDate(r.expiration_date) },
  ...owedColumns<BtaxManualBillingRecord>((r) => r.billing_amount),
];
