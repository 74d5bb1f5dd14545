import type { Db } from '../../db/client';
import type { BillSource } from './bill-queries';
import { readBtaxFlags } from './billing-flags';
import {
  checkRow,
  IMPORT_COLUMNS,
  importRowRules,
  toBill,
  type ImportColumn,
  type NewBill,
} from './btax-import-rows';
import { importPace } from '../imports/import-pace';
import { parseCsv } from './parse-csv';
import { upsertBills } from './upsert-bills';

/** One bad line of an import file. */
export interface ImportProblem {
  line: number;
  message: string;
}

/** The file had bad rows: nothing was written. */
export class BtaxImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`${problems.length} bad row${problems.length === 1 ? '' : 's'}; nothing was imported`);
  }
}

export interface ImportOptions {
  now?: Date;
  /** Rows per INSERT … ON CONFLICT DO UPDATE (default 2,000). */
  batchSize?: number;
  /** Called every `progressEvery` rows checked, then written. */
  onProgress?: (stage: 'checked' | 'written', rows: number) => void;
  progressEvery?: number;
  /** Let the event loop run every this many rows (an import inside the portal). */
  yieldEvery?: number;
}

export interface ImportResult {
  rows: number;
  inserted: number;
  updated: number;
}

const REQUIRED: ImportColumn[] = ['bin', 'year', 'period', 'amount', 'account_name'];

function readHeader(fields: string[]): ImportColumn[] {
  const columns = fields.map((f) => f.trim().toLowerCase());
  const unknown = columns.filter((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c));
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  const problems = [
    ...(unknown.length ? [`unknown column(s) ${unknown.join(', ')}`] : []),
    ...(missing.length ? [`missing column(s) ${missing.join(', ')}`] : []),
  ];
  if (problems.length) throw new BtaxImportError([{ line: 1, message: problems.join('; ') }]);
  return columns as ImportColumn[];
}

/** Reads and checks every row; all problems are collected before anything is written. */
async function readBills(db: Db, source: BillSource, text: string, options: ImportOptions) {
  const now = options.now ?? new Date();
  const rules = importRowRules(await readBtaxFlags(db), now);
  const pace = importPace(options);
  const records = parseCsv(text);
  const header = records.next();
  if (header.done) throw new BtaxImportError([{ line: 1, message: 'the file is empty: no header row' }]);
  const columns = readHeader(header.value.fields);

  const bills: NewBill[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    if (fields.length !== columns.length) {
      problems.push({ line, message: `has ${fields.length} fields, the header has ${columns.length}` });
      continue;
    }
    const row: Record<string, string> = {};
    columns.forEach((column, i) => (row[column] = (fields[i] ?? '').trim()));
    const messages = checkRow(rules, row);
    const bill = toBill(source, row, now);
    // One INSERT … ON CONFLICT cannot touch a row twice, and a file naming a bill twice is a mistake.
    const key = `${bill.bin}|${bill.year}|${bill.period}`;
    const first = seen.get(key);
    if (messages.length === 0 && first !== undefined) messages.push(`the same bill as line ${first}`);
    else if (messages.length === 0) seen.set(key, line);
    if (messages.length) problems.push({ line, message: messages.join('; ') });
    else bills.push(bill);
    const pause = pace.row('checked', bills.length + problems.length);
    if (pause) await pause;
  }
  if (problems.length) throw new BtaxImportError(problems);
  return bills;
}

/**
 * Imports a CSV of business tax bills of one flavour: every row is checked with the shared rules,
 * then all are upserted on (source, bin, year, period) in one transaction, or none when any row
 * is bad. A bill already paid stays paid when re-imported.
 */
export async function importBtaxCsv(
  db: Db,
  source: BillSource,
  text: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const bills = await readBills(db, source, text, options);
  const size = options.batchSize ?? 2_000;
  const pace = importPace(options);
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let from = 0; from < bills.length; from += size) {
      inserted += await upsertBills(tx, bills.slice(from, from + size));
      await pace.batch('written', from, Math.min(from + size, bills.length));
    }
  });
  return { rows: bills.length, inserted, updated: bills.length - inserted };
}
