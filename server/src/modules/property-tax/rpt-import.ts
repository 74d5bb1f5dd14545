import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parseCsv } from '../business-tax/parse-csv';
import type { ImportRunOptions } from '../imports/import-kind';
import { importPace } from '../imports/import-pace';
import {
  checkRptRow,
  RPT_IMPORT_COLUMNS,
  toRptProperty,
  type NewRptProperty,
  type RptImportColumn,
} from './rpt-import-rows';

/** One bad line of a roll. */
export interface RptImportProblem {
  line: number;
  message: string;
}

/** The roll had bad rows: nothing was written. */
export class RptImportError extends Error {
  constructor(readonly problems: RptImportProblem[]) {
    super(`${problems.length} bad row${problems.length === 1 ? '' : 's'}; nothing was imported`);
  }
}

export interface RptImportResult {
  rows: number;
  inserted: number;
  updated: number;
}

function readHeader(fields: string[]): RptImportColumn[] {
  const columns = fields.map((f) => f.trim().toLowerCase());
  const unknown = columns.filter((c) => !(RPT_IMPORT_COLUMNS as readonly string[]).includes(c));
  const missing = RPT_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  const problems = [
    ...(unknown.length ? [`unknown column(s) ${unknown.join(', ')}`] : []),
    ...(missing.length ? [`missing column(s) ${missing.join(', ')}`] : []),
  ];
  if (problems.length) throw new RptImportError([{ line: 1, message: problems.join('; ') }]);
  return columns as RptImportColumn[];
}

type Pace = ReturnType<typeof importPace>;

/** Reads and checks every row; all problems are collected before anything is written. */
async function readRoll(text: string, now: Date, pace: Pace): Promise<NewRptProperty[]> {
  const records = parseCsv(text);
  const header = records.next();
  if (header.done) throw new RptImportError([{ line: 1, message: 'the file is empty: no header row' }]);
  const columns = readHeader(header.value.fields);
  const properties: NewRptProperty[] = [];
  const problems: RptImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    if (fields.length !== columns.length) {
      problems.push({ line, message: `has ${fields.length} fields, the header has ${columns.length}` });
      continue;
    }
    const row = Object.fromEntries(
      columns.map((column, i) => [column, (fields[i] ?? '').trim().toUpperCase()]),
    ) as Record<RptImportColumn, string>;
    const messages = checkRptRow(row, now);
    // A roll naming a PIN twice is a mistake (and one upsert cannot touch a row twice).
    const first = seen.get(row.pin);
    if (messages.length === 0 && first !== undefined) messages.push(`the same PIN as line ${first}`);
    else if (messages.length === 0) seen.set(row.pin, line);
    if (messages.length) problems.push({ line, message: messages.join('; ') });
    else properties.push(toRptProperty(row, now));
    const pause = pace.row('checked', properties.length + problems.length);
    if (pause) await pause;
  }
  if (problems.length) throw new RptImportError(problems);
  return properties;
}

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
 * transaction, or none when any row is bad (line-numbered problems, header = line 1).
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
  const properties = await readRoll(text, now, pace);
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let from = 0; from < properties.length; from += batchSize) {
      inserted += await upsertProperties(tx, properties.slice(from, from + batchSize));
      await pace.batch('written', from, Math.min(from + batchSize, properties.length));
    }
  });
  return { rows: properties.length, inserted, updated: properties.length - inserted };
}
