import { RPT_OWNER_ID_RULE } from '@/domain/contracts/property-tax';
import { manilaDateParts } from '@/domain/format/manila-date';
import { parseCentavos } from '@/domain/money/centavos';
import { parsePaidThrough } from '@/domain/property-tax/quarter-index';
import { validateForm } from '@/domain/validation/validate-form';
import type { rptProperties } from '../../db/property-tax-schema';
import '../../http/rule-groups';

/** The columns of an assessment roll (issue 14, README): the header names every one, any order. */
export const RPT_IMPORT_COLUMNS = [
  'owner_id',
  'owner_name',
  'pin',
  'new_pin',
  'arp_no',
  'barangay',
  'survey_no',
  'kind',
  'classification',
  'assessed_value',
  'paid_through',
] as const;
export type RptImportColumn = (typeof RPT_IMPORT_COLUMNS)[number];

// A PIN in any of the §5 forms: full (with its letter suffix), short, or as CSV imports write it.
const PIN_RULES = ['required|rptax_pin', 'required|rptax_pin_short', 'required|rptax_pin_csv'];
const PIN_EXAMPLE = '000-00-000-000-000-AAAAA, 000-00-000-000-000 or 000-00-000-000-0000';

/** The §5 rules every roll row meets, apart from the PINs (checkPin) and paid_through (checkPaidThrough). */
export const RPT_ROW_RULES: Record<string, string> = {
  owner_id: RPT_OWNER_ID_RULE,
  owner_name: 'required|max_255_char',
  arp_no: 'required|max_50_char',
  barangay: 'required|max_100_char',
  survey_no: 'max_50_char',
  kind: 'required|mask:^(LAND|BUILDING|MACHINERY)$~LAND, BUILDING or MACHINERY',
  classification: 'required|max_50_char',
  assessed_value: 'required|mask:^\\d+\\.\\d{2}$~1234.50|no_min_amount',
};

export type NewRptProperty = typeof rptProperties.$inferInsert;

const pinOk = (pin: string) => PIN_RULES.some((rule) => validateForm({ pin: rule }, { pin }).ok);

/** Checks one upper-cased row; one message per failing field, the forms' own where there is one. */
export function checkRptRow(row: Record<RptImportColumn, string>, now: Date): string[] {
  const result = validateForm(RPT_ROW_RULES, row);
  const messages = result.ok ? [] : Object.entries(result.errors).map(([f, m]) => `${f}: ${m}`);
  if (!pinOk(row.pin)) messages.push(`pin: must look like ${PIN_EXAMPLE}`);
  if (row.new_pin !== '' && !pinOk(row.new_pin)) messages.push(`new_pin: must look like ${PIN_EXAMPLE}`);
  const paid = parsePaidThrough(row.paid_through);
  const lastYear = manilaDateParts(now).year + 2;
  if (paid === undefined || (paid !== null && (paid < 1970 * 4 || paid >= (lastYear + 1) * 4))) {
    messages.push(`paid_through: must be YYYY-Q (e.g. 2025-4, a year from 1970 to ${lastYear}) or empty`);
  }
  return messages;
}

/** A checked row as a table row: text trimmed and upper-cased (§5), pesos as centavos. */
export function toRptProperty(row: Record<RptImportColumn, string>, importedAt: Date): NewRptProperty {
  return {
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    pin: row.pin,
    newPin: row.new_pin || null,
    arpNo: row.arp_no,
    barangay: row.barangay,
    surveyNo: row.survey_no || null,
    kind: row.kind as NewRptProperty['kind'],
    classification: row.classification,
    assessedValue: parseCentavos(row.assessed_value) ?? 0,
    importedPaidThrough: parsePaidThrough(row.paid_through) ?? null,
    importedAt,
  };
}
