import { sql } from 'drizzle-orm';
import { parseCentavos } from '@/domain/money/centavos';
import { validateForm } from '@/domain/validation/validate-form';
import type { Db } from '../../db/client';
import { soas } from '../../db/violations-fees-schema';
import type { ImportRunOptions } from '../../billing/csv-import/import-kind';
import { importPace } from '../../billing/csv-import/import-pace';
import { readCsvImport, rowVerdict } from '../../billing/csv-import/read-csv-import';
import { writeInBatches } from '../../billing/csv-import/write-in-batches';
import '../../http/rule-groups';

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

/** A checked row as a table row: the number and payor's name as compared (upper case). */
const toSoa = (row: Record<Column, string>, importedAt: Date): NewSoa => ({
  soaNumber: row.soa_number.toUpperCase(),
  payorName: row.payor_name.replace(/\s+/g, ' ').toUpperCase(),
  billDate: row.bill_date,
  amount: parseCentavos(row.amount) ?? 0,
  office: row.office,
  description: row.description,
  expiresOn: row.expires_on,
  importedAt,
});

/**
 * `import soa <file.csv>`: every row checked, then all upserted on the SOA number in one
 * transaction, or none when any row is bad (CsvImportError). An SOA already paid is left as it was (amount
 * included): what was paid is what the receipt says.
 */
export async function importSoaCsv(
  db: Db,
  text: string,
  now: Date = new Date(),
  progress: Omit<ImportRunOptions, 'now'> = {},
) {
  const pace = importPace(progress);
  const rows = await readCsvImport(
    text,
    {
      columns: SOA_IMPORT_COLUMNS,
      read: (row) => rowVerdict(checkRow(row), () => toSoa(row, now)),
      unique: { of: (soa) => soa.soaNumber, what: 'SOA number' },
    },
    pace,
  );
  const inserted = await writeInBatches(db, rows, { size: 1_000, pace }, async (tx, batch) => {
    const written = await tx
      .insert(soas)
      .values(batch)
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
    return written.filter((w) => w.fresh).length;
  });
  return { rows: rows.length, inserted };
}
