import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { novNotices, novViolations } from '../../db/violations-fees-schema';
import { parseCsv } from '../business-tax/parse-csv';
import type { ImportRunOptions } from '../imports/import-kind';
import { importPace } from '../imports/import-pace';
import { hashNovPin } from './nov-pin-hash';
import { checkNovRow, NOV_IMPORT_COLUMNS, type NovImportColumn, type NovRow } from './nov-import-rows';

/** One bad line of an import file. */
export interface NovImportProblem {
  line: number;
  message: string;
}

/** The file had bad rows: nothing was written. */
export class NovImportError extends Error {
  constructor(readonly problems: NovImportProblem[]) {
    super(`${problems.length} bad row${problems.length === 1 ? '' : 's'}; nothing was imported`);
  }
}

export interface NovImportResult {
  notices: number;
  violations: number;
  inserted: number;
  updated: number;
  /** Notices in the file already paid: left as they were. */
  keptPaid: number;
}

/** A notice as the file describes it: its own fields from its first row, a violation per row. */
interface FileNotice {
  line: number;
  first: NovRow;
  violations: NovRow[];
}

function readHeader(fields: string[]): NovImportColumn[] {
  const columns = fields.map((f) => f.trim().toLowerCase());
  const unknown = columns.filter((c) => !(NOV_IMPORT_COLUMNS as readonly string[]).includes(c));
  const missing = NOV_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  const problems = [
    ...(unknown.length ? [`unknown column(s) ${unknown.join(', ')}`] : []),
    ...(missing.length ? [`missing column(s) ${missing.join(', ')}`] : []),
  ];
  if (problems.length) throw new NovImportError([{ line: 1, message: problems.join('; ') }]);
  return columns as NovImportColumn[];
}

// Rows of one notice must agree on what belongs to the notice, not to a violation.
const SAME_NOTICE: [keyof NovRow, string][] = [
  ['pin', 'pin'],
  ['plateNo', 'plate_no'],
  ['issuedAt', 'issued_at'],
];

/** Reads and checks every row, grouping them by nov_no; all problems before anything is written. */
async function readNotices(text: string, pace: ReturnType<typeof importPace>): Promise<FileNotice[]> {
  const records = parseCsv(text);
  const header = records.next();
  if (header.done) throw new NovImportError([{ line: 1, message: 'the file is empty: no header row' }]);
  const columns = readHeader(header.value.fields);
  const notices = new Map<string, FileNotice>();
  const problems: NovImportProblem[] = [];
  let rowsRead = 0;
  for (const { line, fields } of records) {
    const pause = pace.row('checked', ++rowsRead);
    if (pause) await pause;
    if (fields.length !== columns.length) {
      problems.push({ line, message: `has ${fields.length} fields, the header has ${columns.length}` });
      continue;
    }
    const row = {} as Record<NovImportColumn, string>;
    columns.forEach((column, i) => (row[column] = (fields[i] ?? '').trim()));
    const checked = checkNovRow(row);
    if (Array.isArray(checked)) {
      problems.push({ line, message: checked.join('; ') });
      continue;
    }
    const notice = notices.get(checked.novNo);
    if (!notice) {
      notices.set(checked.novNo, { line, first: checked, violations: [checked] });
      continue;
    }
    const differs = SAME_NOTICE.filter(([key]) => String(checked[key]) !== String(notice.first[key]));
    if (differs.length) {
      const names = differs.map(([, column]) => column).join(', ');
      problems.push({ line, message: `${names} differ from line ${notice.line} of the same nov_no` });
    } else notice.violations.push(checked);
  }
  if (problems.length) throw new NovImportError(problems);
  return [...notices.values()];
}

/**
 * Imports a CSV of notices of violation (one row per violation; rows sharing an nov_no are one
 * notice): every row is checked, then all notices are written in one transaction, or none when
 * any row is bad. A notice imported again gets the file's PIN, plate, date and violations, unless
 * it is paid: a paid notice is left as it was paid. PINs are stored only as their keyed hash
 * (`pinKey`, NOV_PIN_KEY's): the file's plain PINs are never written anywhere.
 */
export async function importNovCsv(
  db: Db,
  text: string,
  { pinKey, now = new Date(), ...progress }: { pinKey: Buffer; now?: Date } & Omit<ImportRunOptions, 'now'>,
): Promise<NovImportResult> {
  const pace = importPace(progress);
  const notices = await readNotices(text, pace);
  const result: NovImportResult = {
    notices: notices.length,
    violations: 0,
    inserted: 0,
    updated: 0,
    keptPaid: 0,
  };
  await db.transaction(async (tx) => {
    const numbers = notices.map((n) => n.first.novNo);
    const existing = numbers.length
      ? await tx
          .select({ id: novNotices.id, novNo: novNotices.novNo, paidBy: novNotices.paidTransactionId })
          .from(novNotices)
          .where(inArray(novNotices.novNo, numbers))
          .for('update')
      : [];
    const byNumber = new Map(existing.map((row) => [row.novNo, row]));
    for (const notice of notices) {
      const { novNo, plateNo, issuedAt } = notice.first;
      const pinHash = hashNovPin(pinKey, novNo, notice.first.pin);
      const found = byNumber.get(novNo);
      if (found && found.paidBy !== null) {
        result.keptPaid++;
        continue;
      }
      const [row] = await tx
        .insert(novNotices)
        .values({ novNo, pin: null, pinHash, plateNo, issuedAt, importedAt: now })
        .onConflictDoUpdate({
          target: novNotices.novNo,
          set: { pin: null, pinHash, plateNo, issuedAt, importedAt: now },
        })
        .returning({ id: novNotices.id });
      if (!row) throw new Error(`notice ${novNo} not written`);
      if (found) {
        result.updated++;
        await tx.delete(novViolations).where(inArray(novViolations.noticeId, [row.id]));
      } else result.inserted++;
      await tx.insert(novViolations).values(
        notice.violations.map((v, position) => ({
          noticeId: row.id,
          position,
          name: v.name,
          article: v.article,
          amount: v.amount,
        })),
      );
      const before = result.violations;
      result.violations += notice.violations.length;
      const pause = pace.batch('written', before, result.violations);
      if (pause) await pause;
    }
  });
  return result;
}
