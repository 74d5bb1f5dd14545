import type { BillingColumn } from '@/components/billing-column';
import type {
  BtaxBillingRecord,
  BtaxManualBillingRecord,
  BtaxSearchRecord,
} from '@/domain/contracts/business-tax';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { getIntlLocale } from '@/lib/i18n/locale';
import { btaxMessages } from './btax-messages';

const { t } = btaxMessages;
const text = (value: string | null | undefined) => value ?? '';
const peso = (amount: string) => formatPeso(amount, { sign: true });
const date = (value: string | null | undefined) => formatDate(value, getIntlLocale());
/** 0 shows as the 1st and anything above 4 as the 4th, as in the original screens (§9). */
const quarterOf = (quarter: number) => Math.min(Math.max(Math.trunc(quarter), 1), 4);

/** A quarter in the current language: '2nd', 'ika-2'. */
export const quarterName = (quarter: number) => t('quarter', { quarter: quarterOf(quarter) });

/** What every bill owes (§3, docs/decisions.md): the tax, its surcharge and interest, the total charged. */
const owedColumns = <R extends { surcharge: string; total_amount: string }>(
  tax: (r: R) => string,
): BillingColumn<R>[] => [
  { label: t('amount'), value: (r) => peso(tax(r)), numeric: true },
  { label: t('surcharge'), value: (r) => peso(r.surcharge), numeric: true },
  { label: t('totalDue'), value: (r) => peso(r.total_amount), numeric: true, lead: true },
];

/**
 * What paying a bill covers and charges, above it: '2nd–4th quarter: ₱11,250.00', '3rd quarter:
 * ₱3,750.00', or 'Whole year (1st–4th quarter): ₱15,376.00'.
 */
export function billSummary(from: number, to: number, total: string): string {
  const amount = peso(total);
  if (from === to) return t('summaryOne', { quarter: quarterName(from), total: amount });
  if (from <= 1 && to >= 4) return t('summaryYear', { total: amount });
  return t('summaryRange', { from: quarterName(from), to: quarterName(to), total: amount });
}

/**
 * Screen 1's result columns, in the current language (call while rendering) (§2.10), in order, with AMOUNT's breakdown after it, less ADDRESS and ACC NUMBER: any account may look
 * up any BIN, so the server sends neither, and the owner's name comes masked (issue 10).
 */
export const searchColumns = (): readonly BillingColumn<BtaxSearchRecord>[] => [
  { label: t('dateProcessed'), value: (r) => date(r.date_processed) },
  { label: t('expirationDate'), value: (r) => date(r.expiration_date) },
  { label: t('ownership'), value: (r) => text(r.ownership) },
  { label: t('from'), value: (r) => quarterName(r.qtr_from) },
  { label: t('to'), value: (r) => quarterName(r.qtr_to) },
  { label: t('ownerName'), value: (r) => text(r.owner_name) },
  { label: t('accountName'), value: (r) => r.account_name },
  ...owedColumns<BtaxSearchRecord>((r) => r.amount),
];

/**
 * Screens 2 and 3 (API and CSV imports): BIN, AMOUNT (with its surcharge and total), ACCOUNT NAME,
 * FROM, TO, DATE PROCESSED, EXPIRATION DATE.
 */
export const importColumns = (): readonly BillingColumn<BtaxBillingRecord>[] => [
  { label: t('bin'), value: (r) => r.bin },
  ...owedColumns<BtaxBillingRecord>((r) => r.amount),
  { label: t('accountName'), value: (r) => r.account_name },
  { label: t('from'), value: (r) => quarterName(r.qtr_from) },
  { label: t('to'), value: (r) => quarterName(r.qtr_to) },
  { label: t('dateProcessed'), value: (r) => date(r.date_processed) },
  { label: t('expirationDate'), value: (r) => date(r.expiration_date) },
];

/** Screen 4 (manual billing): the §3 manual attributes. */
export const manualColumns = (): readonly BillingColumn<BtaxManualBillingRecord>[] => [
  { label: t('bin'), value: (r) => r.bin },
  { label: t('type'), value: (r) => r.type },
  { label: t('accountName'), value: (r) => r.account_name },
  { label: t('from'), value: (r) => quarterName(r.payment_from) },
  { label: t('to'), value: (r) => quarterName(r.payment_to) },
  { label: t('assessmentDate'), value: (r) => date(r.assessment_date) },
  { label: t('expirationDate'), value: (r) => date(r.expiration_date) },
  ...owedColumns<BtaxManualBillingRecord>((r) => r.billing_amount),
];
