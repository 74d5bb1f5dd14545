import { readCsvImport, rowVerdict } from '../../billing/csv-import/read-csv-import';
import { importPace } from '../../billing/csv-import/import-pace';
import type { ImportRunOptions } from '../../billing/csv-import/import-kind';
import { writeInBatches } from '../../billing/csv-import/write-in-batches';
import type { Db } from '../../db/client';
import type { BillSource } from './bill-queries';
import { readBtaxFlags } from './billing-flags';
import { checkRow, IMPORT_COLUMNS, importRowRules, toBill, type ImportColumn } from './btax-import-rows';
import { upsertBills } from './upsert-bills';

export interface ImportOptions extends Partial<ImportRunOptions> {
  /** Rows per INSERT … ON CONFLICT DO UPDATE (default 2,000). */
  batchSize?: number;
}

export interface ImportResult {
  rows: number;
  inserted: number;
  updated: number;
}

const REQUIRED: ImportColumn[] = ['bin', 'year', 'period', 'amount', 'account_name'];

/**
 * Imports a CSV of business tax bills of one flavour: every row is checked with the shared rules,
 * then all are upserted on (source, bin, year, period) in one transaction, or none when any row
 * is bad (CsvImportError). A bill already paid stays paid when re-imported.
 */
export async function importBtaxCsv(
  db: Db,
  source: BillSource,
  text: string,
  { now = new Date(), batchSize = 2_000, ...progress }: ImportOptions = {},
): Promise<ImportResult> {
  const rules = importRowRules(await readBtaxFlags(db), now);
  const pace = importPace(progress);
  const bills = await readCsvImport(
    text,
    {
      columns: IMPORT_COLUMNS,
      required: REQUIRED,
      read: (row) => rowVerdict(checkRow(rules, row), () => toBill(source, row, now)),
      // One INSERT … ON CONFLICT cannot touch a row twice, and a file naming a bill twice is a mistake.
      unique: { of: (bill) => `${bill.bin}|${bill.year}|${bill.period}`, what: 'bill' },
    },
    pace,
  );
  const inserted = await writeInBatches(db, bills, { size: batchSize, pace }, upsertBills);
  return { rows: bills.length, inserted, updated: bills.length - inserted };
}
