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

/**
 * Screen 1's result columns (§2.10), in order, less ADDRESS and ACC NUMBER: any account may look
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
  { label: 'AMOUNT', value: (r) => formatPeso(r.amount) },
];

/** Screens 2 and 3 (API and CSV imports): BIN, AMOUNT, ACCOUNT NAME, FROM, TO, DATE PROCESSED, EXPIRATION DATE. */
export const IMPORT_COLUMNS: readonly BillingColumn<BtaxBillingRecord>[] = [
  { label: 'BIN', value: (r) => r.bin },
  { label: 'AMOUNT', value: (r) => formatPeso(r.amount) },
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
  { label: 'AMOUNT', value: (r) => formatPeso(r.billing_amount) },
];
