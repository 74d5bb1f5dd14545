import { inArray } from 'drizzle-orm';
import type { ImportRunOptions } from '../../billing/csv-import/import-kind';
import { importPace } from '../../billing/csv-import/import-pace';
import { readCsvImport, type RowVerdict } from '../../billing/csv-import/read-csv-import';
import type { Db } from '../../db/client';
import { ovrTickets } from '../../db/violations-fees-schema';
import {
  checkOvrRow,
  OVR_IMPORT_COLUMNS,
  OVR_REQUIRED_COLUMNS,
  type OvrImportColumn,
  type OvrRow,
} from './ovr-import-rows';

export interface OvrImportResult {
  tickets: number;
  violations: number;
  inserted: number;
  updated: number;
  /** Tickets in the file already paid: left as they were. */
  keptPaid: number;
}

/** A ticket as the file describes it: its own fields from its first row, a violation per row. */
interface FileTicket {
  line: number;
  first: OvrRow;
  violations: OvrRow[];
}

// Rows of one ticket must agree on what belongs to the ticket, not to a violation.
const SAME_TICKET: [keyof OvrRow, string][] = [
  ['violatorName', 'violator_name'],
  ['violatorLastName', 'violator_last_name'],
  ['apprehendedAt', 'apprehended_at'],
  ['place', 'place'],
  ['plateNo', 'plate_no'],
];

/** Reads and checks every row, grouping them by ovr_no; all problems before anything is written. */
async function readTickets(text: string, pace: ReturnType<typeof importPace>): Promise<FileTicket[]> {
  const tickets = new Map<string, FileTicket>();
  await readCsvImport(
    text,
    {
      columns: OVR_IMPORT_COLUMNS,
      required: OVR_REQUIRED_COLUMNS,
      read(row: Record<OvrImportColumn, string>, line): RowVerdict<OvrRow> {
        const checked = checkOvrRow(row);
        if (Array.isArray(checked)) return { problems: checked };
        const ticket = tickets.get(checked.ovrNo);
        if (!ticket) {
          tickets.set(checked.ovrNo, { line, first: checked, violations: [checked] });
          return { value: checked };
        }
        const differs = SAME_TICKET.filter(([key]) => String(checked[key]) !== String(ticket.first[key]));
        if (differs.length) {
          const names = differs.map(([, column]) => column).join(', ');
          return { problems: [`${names} differ from line ${ticket.line} of the same ovr_no`] };
        }
        ticket.violations.push(checked);
        return { value: checked };
      },
    },
    pace,
  );
  return [...tickets.values()];
}

/**
 * Imports a CSV of ordinance violation receipts (one row per ordinance violated; rows sharing an
 * ovr_no are one ticket): every row is checked, then all tickets are written in one transaction,
 * or none when any row is bad. A ticket imported again gets the file's values (a fine raised for
 * late payment, say), unless it is paid: a paid ticket is left as it was paid.
 */
export async function importOvrCsv(
  db: Db,
  text: string,
  { now = new Date(), ...progress }: { now?: Date } & Omit<ImportRunOptions, 'now'>,
): Promise<OvrImportResult> {
  const pace = importPace(progress);
  const tickets = await readTickets(text, pace);
  const result: OvrImportResult = {
    tickets: tickets.length,
    violations: 0,
    inserted: 0,
    updated: 0,
    keptPaid: 0,
  };
  await db.transaction(async (tx) => {
    const numbers = tickets.map((n) => n.first.ovrNo);
    const existing = numbers.length
      ? await tx
          .select({ ovrNo: ovrTickets.ovrNo, paidBy: ovrTickets.paidTransactionId })
          .from(ovrTickets)
          .where(inArray(ovrTickets.ovrNo, numbers))
          .for('update')
      : [];
    const byNumber = new Map(existing.map((row) => [row.ovrNo, row]));
    for (const ticket of tickets) {
      const { ovrNo, violatorName, violatorLastName, apprehendedAt, place, plateNo } = ticket.first;
      const found = byNumber.get(ovrNo);
      if (found && found.paidBy !== null) {
        result.keptPaid++;
        continue;
      }
      const violations = ticket.violations.map((v) => ({
        ordinance: v.ordinance,
        violation: v.violation,
        amount: v.amount,
      }));
      const values = {
        violatorName,
        violatorLastName,
        apprehendedAt,
        place,
        plateNo,
        violations,
        totalAmount: violations.reduce((sum, v) => sum + v.amount, 0),
        importedAt: now,
      };
      await tx
        .insert(ovrTickets)
        .values({ ovrNo, ...values })
        .onConflictDoUpdate({ target: ovrTickets.ovrNo, set: values });
      if (found) result.updated++;
      else result.inserted++;
      const before = result.violations;
      result.violations += violations.length;
      const pause = pace.batch('written', before, result.violations);
      if (pause) await pause;
    }
  });
  return result;
}
