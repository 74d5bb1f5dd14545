import { normalizeName, OVR_RULE_OPTIONS } from '@/domain/contracts/ordinance-violations';
import { parseCentavos } from '@/domain/money/centavos';
import { validateForm } from '@/domain/validation/validate-form';
import { parseIssuedAt } from './nov-import-rows';
import '../../http/rule-groups';

/** The columns of an OVR import file (README, "Ordinance violation receipts"); any order. */
export const OVR_IMPORT_COLUMNS = [
  'ovr_no',
  'violator_name',
  'violator_last_name',
  'apprehended_at',
  'place',
  'plate_no',
  'ordinance',
  'violation',
  'amount',
] as const;
export type OvrImportColumn = (typeof OVR_IMPORT_COLUMNS)[number];

/** Every column but the plate (a littering ticket names no vehicle). */
export const OVR_REQUIRED_COLUMNS = OVR_IMPORT_COLUMNS.filter((c) => c !== 'plate_no');

/** The §5 rules every row meets; amounts are pesos with two decimals. */
const OVR_ROW_RULES: Record<OvrImportColumn, string> = {
  ovr_no: 'required|max_30_char',
  violator_name: 'required|max_150_char',
  violator_last_name: 'required|max_50_char',
  apprehended_at: 'required|max_30_char',
  place: 'required|max_150_char',
  plate_no: 'max_20_char',
  ordinance: 'required|max_150_char',
  violation: 'required|max_255_char',
  amount: 'required|mask:^\\d+\\.\\d{2}$~1234.50|no_min_amount',
};

/** One checked row: a violation, with the ticket it belongs to. */
export interface OvrRow {
  ovrNo: string;
  violatorName: string;
  violatorLastName: string;
  apprehendedAt: Date;
  place: string;
  plateNo: string;
  ordinance: string;
  violation: string;
  amount: number;
}

/** Checks one row: its violation, or the messages of what is wrong, one per failing field. */
export function checkOvrRow(row: Record<OvrImportColumn, string>): OvrRow | string[] {
  const result = validateForm(OVR_ROW_RULES, { ...row, plate_no: row.plate_no ?? '' }, OVR_RULE_OPTIONS);
  const messages = result.ok
    ? []
    : Object.entries(result.errors).map(([field, message]) => `${field}: ${message}`);
  const apprehendedAt = parseIssuedAt(row.apprehended_at);
  if (row.apprehended_at && !apprehendedAt)
    messages.push('apprehended_at: must be a date and time like 2026-03-14 08:30');
  const amount = parseCentavos(row.amount);
  if (result.ok && (amount === null || amount <= 0)) messages.push('amount: must be more than 0.00');
  const lastName = normalizeName(row.violator_last_name);
  if (result.ok && !normalizeName(row.violator_name).includes(lastName))
    messages.push('violator_last_name: must be part of violator_name');
  if (messages.length || !apprehendedAt || amount === null) return messages;
  return {
    ovrNo: row.ovr_no.toUpperCase(),
    violatorName: normalizeName(row.violator_name),
    violatorLastName: lastName,
    apprehendedAt,
    place: row.place.toUpperCase(),
    plateNo: (row.plate_no ?? '').toUpperCase(),
    ordinance: row.ordinance.toUpperCase(),
    violation: row.violation.toUpperCase(),
    amount,
  };
}
