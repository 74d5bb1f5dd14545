import { NOV_RULE_OPTIONS } from '@/domain/contracts/violations';
import { parseCentavos } from '@/domain/money/centavos';
import { validateForm } from '@/domain/validation/validate-form';
import '../../http/rule-groups';

/** The columns of an NOV import file (README, "Notices of violation"); the header names them, any order. */
export const NOV_IMPORT_COLUMNS = [
  'nov_no',
  'pin',
  'plate_no',
  'issued_at',
  'violation_name',
  'violation_article',
  'violation_amount',
] as const;
export type NovImportColumn = (typeof NOV_IMPORT_COLUMNS)[number];

// Date and time issued, on Manila's clock unless an offset is written: 2026-03-14 08:30[:00][+08:00].
const ISSUED_AT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(Z|[+-]\d{2}:\d{2})?$/;

/** The §5 rules every row meets; amounts are pesos with two decimals. */
export const NOV_ROW_RULES: Record<NovImportColumn, string> = {
  nov_no: 'required|max_50_char',
  pin: 'required|max_50_char',
  plate_no: 'required|max_20_char',
  issued_at: 'required|max_30_char',
  violation_name: 'required|max_255_char',
  violation_article: 'required|max_255_char',
  violation_amount: 'required|mask:^\\d+\\.\\d{2}$~1234.50|no_min_amount',
};

/** One checked row: a violation, with the notice it belongs to. */
export interface NovRow {
  novNo: string;
  pin: string;
  plateNo: string;
  issuedAt: Date;
  name: string;
  article: string;
  amount: number;
}

/** The instant a row's `issued_at` names, or null when it is not a real date and time. */
export function parseIssuedAt(text: string): Date | null {
  const match = ISSUED_AT.exec(text);
  if (!match) return null;
  const [, day, time, zone] = match;
  const date = new Date(`${day}T${time?.length === 5 ? `${time}:00` : time}${zone ?? '+08:00'}`);
  // Date accepts 2026-02-30 (rolling into March); a real date reads back the same day in Manila.
  if (Number.isNaN(date.getTime())) return null;
  const manilaDay = new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return zone === undefined && manilaDay !== day ? null : date;
}

/** Checks one row: its violation, or the messages of what is wrong, one per failing field. */
export function checkNovRow(row: Record<NovImportColumn, string>): NovRow | string[] {
  const result = validateForm(NOV_ROW_RULES, row, NOV_RULE_OPTIONS);
  const messages = result.ok
    ? []
    : Object.entries(result.errors).map(([field, message]) => `${field}: ${message}`);
  const issuedAt = parseIssuedAt(row.issued_at);
  if (row.issued_at && !issuedAt) messages.push('issued_at: must be a date and time like 2026-03-14 08:30');
  const amount = parseCentavos(row.violation_amount);
  if (result.ok && (amount === null || amount <= 0))
    messages.push('violation_amount: must be more than 0.00');
  if (messages.length || !issuedAt || amount === null) return messages;
  return {
    novNo: row.nov_no.toUpperCase(),
    pin: row.pin,
    plateNo: row.plate_no.toUpperCase(),
    issuedAt,
    name: row.violation_name.toUpperCase(),
    article: row.violation_article.toUpperCase(),
    amount,
  };
}
