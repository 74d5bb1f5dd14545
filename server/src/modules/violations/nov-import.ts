import { inArray } from 'drizzle-orm';
import type { ImportRunOptions } from '../../billing/csv-import/import-kind';
import { importPace } from '../../billing/csv-import/import-pace';
import { readCsvImport, type RowVerdict } from '../../billing/csv-import/read-csv-import';
import type { Db } from '../../db/client';
import { novNotices, novViolations } from '../../db/violations-fees-schema';
import { hashNovPin } from './nov-pin-hash';
import { checkNovRow, NOV_IMPORT_COLUMNS, type NovImportColumn, type NovRow } from './nov-import-rows';

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

// Rows of one notice must agree on what belongs to the notice, not to a violation.
const SAME_NOTICE: [keyof NovRow, string][] = [
  ['pin', 'pin'],
  ['plateNo', 'plate_no'],
  ['issuedAt', 'issued_at'],
];

/** Reads and checks every row, grouping them by nov_no; all problems before anything is written. */
async function readNotices(text: string, pace: ReturnType<typeof importPace>): Promise<FileNotice[]> {
  const notices = new Map<string, FileNotice>();
  await readCsvImport(
    text,
    {
      columns: NOV_IMPORT_COLUMNS,
      read(row: Record<NovImportColumn, string>, line): RowVerdict<NovRow> {
        const checked = checkNovRow(row);
        if (Array.isArray(checked)) return { problems: checked };
        const notice = notices.get(checked.novNo);
        if (!notice) {
          notices.set(checked.novNo, { line, first: checked, violations: [checked] });
          return { value: checked };
        }
        const differs = SAME_NOTICE.filter(([key]) => String(checked[key]) !== String(notice.first[key]));
        if (differs.length) {
          const names = differs.map(([, column]) => column).join(', ');
          return { problems: [`${names} differ from line ${notice.line} of the same nov_no`] };
        }
        notice.violations.push(checked);
        return { value: checked };
      },
    },
    pace,
  );
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
