import { sql } from 'drizzle-orm';
import type { ImportRunOptions } from '../../billing/csv-import/import-kind';
import { importPace } from '../../billing/csv-import/import-pace';
import { readCsvImport, rowVerdict } from '../../billing/csv-import/read-csv-import';
import { writeInBatches } from '../../billing/csv-import/write-in-batches';
import type { Db } from '../../db/client';
import {
  checkRptRow,
  RPT_IMPORT_COLUMNS,
  toRptProperty,
  type NewRptProperty,
  type RptImportColumn,
} from './rpt-import-rows';

export interface RptImportResult {
  rows: number;
  inserted: number;
  updated: number;
}

const upperCased = (row: Record<RptImportColumn, string>) =>
  Object.fromEntries(Object.entries(row).map(([c, v]) => [c, v.toUpperCase()])) as Record<
    RptImportColumn,
    string
  >;

/** Upserts a batch on PIN (one JSON parameter, as the business tax import does); how many were new. */
async function upsertProperties(db: Db, batch: NewRptProperty[]): Promise<number> {
  const json = JSON.stringify(
    batch.map((p) => ({
      owner_id: p.ownerId,
      owner_name: p.ownerName,
      pin: p.pin,
      new_pin: p.newPin,
      arp_no: p.arpNo,
      barangay: p.barangay,
      survey_no: p.surveyNo,
      kind: p.kind,
      classification: p.classification,
      assessed_value: p.assessedValue,
      imported_paid_through: p.importedPaidThrough,
      imported_at: p.importedAt,
    })),
  );
  // Quarters paid through the portal live in rpt_paid_quarters, which this never touches: a
  // roll exported before the portal's payments reached it cannot un-pay them.
  const result = await db.execute(sql`
    with written as (
      insert into rpt_properties (owner_id, owner_name, pin, new_pin, arp_no, barangay, survey_no, kind,
        classification, assessed_value, imported_paid_through, imported_at)
      select * from jsonb_to_recordset(${json}::jsonb) as x(owner_id text, owner_name text, pin text,
        new_pin text, arp_no text, barangay text, survey_no text, kind text, classification text,
        assessed_value bigint, imported_paid_through integer, imported_at timestamptz)
      on conflict (pin) do update set
        owner_id = excluded.owner_id, owner_name = excluded.owner_name, new_pin = excluded.new_pin,
        arp_no = excluded.arp_no, barangay = excluded.barangay, survey_no = excluded.survey_no,
        kind = excluded.kind, classification = excluded.classification,
        assessed_value = excluded.assessed_value, imported_paid_through = excluded.imported_paid_through,
        imported_at = excluded.imported_at
      returning (xmax = 0) as fresh
    )
    select count(*) filter (where fresh)::int as inserted from written`);
  const { rows } = result as unknown as { rows: { inserted: number }[] };
  return Number(rows[0]?.inserted ?? 0);
}

/**
 * Imports an assessment roll: every row is checked, then all are upserted by PIN in one
 * transaction, or none when any row is bad (CsvImportError: line-numbered problems, header = line 1).
 */
export async function importRptCsv(
  db: Db,
  text: string,
  {
    now = new Date(),
    batchSize = 2_000,
    ...progress
  }: Partial<ImportRunOptions> & { batchSize?: number } = {},
): Promise<RptImportResult> {
  const pace = importPace(progress);
  const properties = await readCsvImport(
    text,
    {
      columns: RPT_IMPORT_COLUMNS,
      // The roll's text is upper case (§5), as its PINs are compared.
      read(row) {
        const upper = upperCased(row);
        return rowVerdict(checkRptRow(upper, now), () => toRptProperty(upper, now));
      },
      // A roll naming a PIN twice is a mistake (and one upsert cannot touch a row twice).
      unique: { of: (property) => property.pin, what: 'PIN' },
    },
    pace,
  );
  const inserted = await writeInBatches(db, properties, { size: batchSize, pace }, upsertProperties);
  return { rows: properties.length, inserted, updated: properties.length - inserted };
}
