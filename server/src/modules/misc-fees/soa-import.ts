import { sql } from 'drizzle-orm';
import { parseCentavos } from '@/domain/money/centavos';
import { validateForm } from '@/domain/validation/validate-form';
import type { Db } from '../../db/client';
import { soas } from '../../db/violations-fees-schema';
import { parseCsv } from '../business-tax/parse-csv';
import type { ImportRunOptions } from '../imports/import-kind';
import { importPace } from '../imports/import-pace';

/** The columns of an SOA import file (README, "Statements of account"); any order, all required. */
export const SOA_IMPORT_COLUMNS = [
  'soa_number',
  'payor_name',
  'bill_date',
  'amount',
  'office',
  'description',
  'expires_on',
] as const;
type Column = (typeof SOA_IMPORT_COLUMNS)[number];

const DATE = 'required|mask:^\\d{4}-\\d{2}-\\d{2}$~2026-01-20';
const ROW_RULES: Record<Column, string> = {
  soa_number: 'required|max_50_char',
  payor_name: 'required|max_150_char',
  bill_date: DATE,
  amount: 'required|mask:^\\d+\\.\\d{2}$~1234.50|amount',
  office: 'required|max_150_char',
  description: 'required|max_255_char',
  expires_on: DATE,
};

/** One bad line of an import file. */
export interface SoaImportProblem {
  line: number;
  message: string;
}

/** The file had bad rows: nothing was written. */
export class SoaImportError extends Error {
  constructor(readonly problems: SoaImportProblem[]) {
    super(`${problems.length} bad row${problems.length === 1 ? '' : 's'}; nothing was imported`);
  }
}

type NewSoa = typeof soas.$inferInsert;

// A real calendar day: the mask lets 2026-02-30 through.
const isDay = (text: string) => {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

function checkRow(row: Record<Column, string>): string[] {
  const result = validateForm(ROW_RULES, row);
  const messages = result.ok ? [] : Object.entries(result.errors).map(([f, m]) => `${f}: ${m}`);
  for (const field of ['bill_date', 'expires_on'] as const) {
    if (!result.ok && result.errors[field]) continue;
    if (!isDay(row[field])) messages.push(`${field}: not a calendar date`);
  }
  if (messages.length === 0 && row.expires_on < row.bill_date) {
    messages.push('expires_on: before bill_date');
  }
  return messages;
}

function readHeader(fields: string[]): Column[] {
  const columns = fields.map((f) => f.trim().toLowerCase());
  const unknown = columns.filter((c) => !(SOA_IMPORT_COLUMNS as readonly string[]).includes(c));
  const missing = SOA_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  const problems = [
    ...(unknown.length ? [`unknown column(s) ${unknown.join(', ')}`] : []),
    ...(missing.length ? [`missing column(s) ${missing.join(', ')}`] : []),
  ];
  if (problems.length) throw new SoaImportError([{ line: 1, message: problems.join('; ') }]);
  return columns as Column[];
}

/** Reads and checks every row; all problems are collected before anything is written. */
async function readSoas(text: string, now: Date, pace: ReturnType<typeof importPace>): Promise<NewSoa[]> {
  const records = parseCsv(text);
  const header = records.next();
  if (header.done) throw new SoaImportError([{ line: 1, message: 'the file is empty: no header row' }]);
  const columns = readHeader(header.value.fields);
  const rows: NewSoa[] = [];
  const problems: SoaImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    if (fields.length !== columns.length) {
      problems.push({ line, message: `has ${fields.length} fields, the header has ${columns.length}` });
      continue;
    }
    const row = {} as Record<Column, string>;
    columns.forEach((column, i) => (row[column] = (fields[i] ?? '').trim()));
    const messages = checkRow(row);
    const soaNumber = row.soa_number.toUpperCase();
    const first = seen.get(soaNumber);
    if (messages.length === 0 && first !== undefined) messages.push(`the same SOA number as line ${first}`);
    else if (messages.length === 0) seen.set(soaNumber, line);
    const pause = pace.row('checked', rows.length + problems.length + 1);
    if (pause) await pause;
    if (messages.length) {
      problems.push({ line, message: messages.join('; ') });
      continue;
    }
    rows.push({
      soaNumber,
      payorName: row.payor_name.replace(/\s+/g, ' ').toUpperCase(),
      billDate: row.bill_date,
      amount: parseCentavos(row.amount) ?? 0,
      office: row.office,
      description: row.description,
      expiresOn: row.expires_on,
      importedAt: now,
    });
  }
  if (problems.length) throw new SoaImportError(problems);
  return rows;
}

/**
 * `import soa <file.csv>`: every row checked, then all upserted on the SOA number in one
 * transaction, or none when any row is bad. An SOA already paid is left as it was (amount
 * included): what was paid is what the receipt says.
 */
export async function importSoaCsv(
  db: Db,
  text: string,
  now: Date = new Date(),
  progress: Omit<ImportRunOptions, 'now'> = {},
) {
  const pace = importPace(progress);
  const rows = await readSoas(text, now, pace);
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let from = 0; from < rows.length; from += 1_000) {
      const written = await tx
        .insert(soas)
        .values(rows.slice(from, from + 1_000))
        .onConflictDoUpdate({
          target: soas.soaNumber,
          set: {
            payorName: sql`excluded.payor_name`,
            billDate: sql`excluded.bill_date`,
            amount: sql`excluded.amount`,
            office: sql`excluded.office`,
            description: sql`excluded.description`,
            expiresOn: sql`excluded.expires_on`,
            importedAt: sql`excluded.imported_at`,
          },
          setWhere: sql`${soas.paidTransactionId} is null`,
        })
        .returning({ fresh: sql<boolean>`(xmax = 0)` });
      inserted += written.filter((w) => w.fresh).length;
      await pace.batch('written', from, Math.min(from + 1_000, rows.length));
    }
  });
  return { rows: rows.length, inserted };
}
