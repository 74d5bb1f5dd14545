import { btaxBinRule, btaxYearRule, type BtaxFlags } from '@/domain/contracts/business-tax';
import { parseCentavos } from '@/domain/money/centavos';
import { validateForm } from '@/domain/validation/validate-form';
import type { btaxBills } from '../../db/billing-schema';
import type { BillSource } from './bill-queries';
import '../../http/rule-groups';

/** The columns of an import file (README, CLI section); the header row names them, any order. */
export const IMPORT_COLUMNS = [
  'bin',
  'year',
  'period',
  'amount',
  'account_name',
  'total_amount',
  'account_number',
  'owner_name',
  'ownership',
  'address',
  'date_processed',
  'expiration_date',
  'qtr_from',
  'qtr_to',
  'mode_of_payment_1',
  'mode_of_payment_2',
  'type',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

const PESOS = 'mask:^\\d+\\.\\d{2}$~1234.50|no_min_amount';
const DATE = 'mask:^\\d{4}-\\d{2}-\\d{2}$~2025-01-20';
const QUARTER = 'integer|number_range:1-4';

/** The §5 / §9 rules every imported row must meet: BIN format, two-decimal amounts, years, quarters. */
export function importRowRules(flags: BtaxFlags, now: Date): Record<ImportColumn, string> {
  return {
    bin: btaxBinRule(flags),
    year: btaxYearRule(now),
    period: 'required|integer|number_range:0-4',
    amount: `required|${PESOS}`,
    account_name: 'required|max_255_char',
    total_amount: PESOS,
    account_number: 'max_100_char',
    owner_name: 'max_255_char',
    ownership: 'max_100_char',
    address: 'max_255_char',
    date_processed: DATE,
    expiration_date: DATE,
    qtr_from: QUARTER,
    qtr_to: QUARTER,
    mode_of_payment_1: 'max_100_char',
    mode_of_payment_2: 'max_100_char',
    type: 'max_50_char',
  };
}

export type NewBill = typeof btaxBills.$inferInsert;

const orNull = (text: string | undefined): string | null => (text ? text : null);
const intOrNull = (text: string | undefined): number | null => (text ? Number(text) : null);

/** A validated row as a table row; text is trimmed, BIN and type upper-cased (§5). */
export function toBill(
  source: BillSource,
  row: Partial<Record<ImportColumn, string>>,
  importedAt: Date,
): NewBill {
  const extra: Record<string, unknown> = {};
  if (row.total_amount) extra.total_amount = parseCentavos(row.total_amount);
  if (row.mode_of_payment_1) extra.mode_of_payment_1 = row.mode_of_payment_1;
  if (row.mode_of_payment_2) extra.mode_of_payment_2 = row.mode_of_payment_2;
  if (row.type) extra.type = row.type.toUpperCase();
  return {
    source,
    bin: (row.bin ?? '').toUpperCase(),
    year: Number(row.year),
    period: Number(row.period),
    amount: parseCentavos(row.amount ?? '') ?? 0,
    accountName: row.account_name ?? '',
    accountNumber: orNull(row.account_number),
    ownerName: orNull(row.owner_name),
    ownership: orNull(row.ownership),
    address: orNull(row.address),
    dateProcessed: orNull(row.date_processed),
    expirationDate: orNull(row.expiration_date),
    qtrFrom: intOrNull(row.qtr_from),
    qtrTo: intOrNull(row.qtr_to),
    extra,
    paidTransactionId: null,
    importedAt,
  };
}

/** Checks one row; the messages are the forms' own, one per failing field. */
export function checkRow(rules: Record<string, string>, row: Record<string, string>): string[] {
  const result = validateForm(rules, row);
  return result.ok ? [] : Object.entries(result.errors).map(([field, message]) => `${field}: ${message}`);
}
