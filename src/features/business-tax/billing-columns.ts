import type {
  BtaxBillingRecord,
  BtaxManualBillingRecord,
  BtaxSearchRecord,
} from '@/domain/contracts/business-tax';
import { quarterLabel } from '@/domain/constants/quarters';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import type { BillingColumn } from './components/billing-details';

const text = (value: string | null | undefined) => value ?? '';

/**
 * Screen 1's result columns (§2.10), in order, less ADDRESS and ACC NUMBER: any account may look
 * up any BIN, so the server sends neither, and the owner's name comes masked (issue 10).
 */
export const searchColumns = (r: BtaxSearchRecord): BillingColumn[] => [
  { header: 'DATE PROCESSED', value: formatDate(r.date_processed) },
  { header: 'EXPIRATION DATE', value: formatDate(r.expiration_date) },
  { header: 'OWNERSHIP', value: text(r.ownership) },
  { header: 'FROM', value: quarterLabel(r.qtr_from) },
  { header: 'TO', value: quarterLabel(r.qtr_to) },
  { header: 'OWNER NAME', value: text(r.owner_name) },
  { header: 'ACCOUNT NAME', value: r.account_name },
  { header: 'AMOUNT', value: formatPeso(r.amount) },
];

/** Screens 2 and 3 (API and CSV imports): BIN, AMOUNT, ACCOUNT NAME, FROM, TO, DATE PROCESSED, EXPIRATION DATE. */
export const importColumns = (r: BtaxBillingRecord): BillingColumn[] => [
  { header: 'BIN', value: r.bin },
  { header: 'AMOUNT', value: formatPeso(r.amount) },
  { header: 'ACCOUNT NAME', value: r.account_name },
  { header: 'FROM', value: quarterLabel(r.qtr_from) },
  { header: 'TO', value: quarterLabel(r.qtr_to) },
  { header: 'DATE PROCESSED', value: formatDate(r.date_processed) },
  { header: 'EXPIRATION DATE', value: formatDate(r.expiration_date) },
];

/** Screen 4 (manual billing): the §3 manual attributes. */
export const manualColumns = (r: BtaxManualBillingRecord): BillingColumn[] => [
  { header: 'BIN', value: r.bin },
  { header: 'TYPE', value: r.type },
  { header: 'ACCOUNT NAME', value: r.account_name },
  { header: 'FROM', value: quarterLabel(r.payment_from) },
  { header: 'TO', value: quarterLabel(r.payment_to) },
  { header: 'ASSESSMENT DATE', value: formatDate(r.assessment_date) },
  { header: 'EXPIRATION DATE', value: formatDate(r.expiration_date) },
  { header: 'AMOUNT', value: formatPeso(r.billing_amount) },
];
