import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { immunizationRegistrations } from '../../db/help-schema';

const COLUMNS = [
  ['reference_number', 'referenceNumber'],
  ['registered_at', 'createdAt'],
  ['priority_group', 'priorityGroup'],
  ['employment_type', 'employmentType'],
  ['employer_name', 'employerName'],
  ['profession', 'profession'],
  ['last_name', 'lastName'],
  ['first_name', 'firstName'],
  ['middle_name', 'middleName'],
  ['extension_name', 'extensionName'],
  ['birthdate', 'birthdate'],
  ['gender', 'gender'],
  ['civil_status', 'civilStatus'],
  ['mobile_number', 'mobileNumber'],
  ['email', 'email'],
  ['barangay', 'barangayName'],
  ['municipality', 'municipalityName'],
  ['street', 'street'],
  ['philhealth_id_number', 'philhealthIdNumber'],
  ['consented_at', 'consentedAt'],
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A leading =, +, - or @ gets a ' so a spreadsheet shows the text instead of running a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Every registration as CSV, oldest first, with a header row; lines end in CRLF. */
export async function immunizationCsv(db: Db): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select()
    .from(immunizationRegistrations)
    .orderBy(asc(immunizationRegistrations.createdAt), asc(immunizationRegistrations.id));
  const lines = [COLUMNS.map(([header]) => header).join(',')];
  for (const row of rows) {
    lines.push(
      COLUMNS.map(([, key]) => {
        const value = row[key];
        return csvField(value instanceof Date ? value.toISOString() : String(value));
      }).join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
