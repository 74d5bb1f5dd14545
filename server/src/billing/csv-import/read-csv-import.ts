import { CsvImportError } from './csv-import-error';
import type { ImportProblem } from './import-kind';
import type { ImportPace } from './import-pace';
import { parseCsv } from './parse-csv';

/** One row's verdict: what is wrong with it (one message per failing field), or what it becomes. */
export type RowVerdict<T> = { problems: string[] } | { value: T };

/** The verdict of a row checked with these problems: them, or (none) the value it becomes. */
export const rowVerdict = <T>(problems: string[], value: () => T): RowVerdict<T> =>
  problems.length ? { problems } : { value: value() };

/** How one kind reads its import file (readCsvImport). */
export interface CsvImportSpec<C extends string, T> {
  /** The columns a header may name, in any order. */
  columns: readonly C[];
  /** Those it must name (default: all). */
  required?: readonly C[];
  /** One row, its fields trimmed, in file order. */
  read(row: Record<C, string>, line: number): RowVerdict<T>;
  /**
   * What identifies a row's record in the file, and how a person calls it: a file naming one
   * twice is a mistake (and one upsert cannot write a row twice), refused as 'the same … as line N'.
   */
  unique?: { of(value: T): string; what: string };
}

function readHeader<C extends string>(fields: readonly string[], spec: CsvImportSpec<C, unknown>): C[] {
  const columns = fields.map((f) => f.trim().toLowerCase());
  const unknown = columns.filter((c) => !(spec.columns as readonly string[]).includes(c));
  const missing = (spec.required ?? spec.columns).filter((c) => !columns.includes(c));
  const problems = [
    ...(unknown.length ? [`unknown column(s) ${unknown.join(', ')}`] : []),
    ...(missing.length ? [`missing column(s) ${missing.join(', ')}`] : []),
  ];
  if (problems.length) throw new CsvImportError([{ line: 1, message: problems.join('; ') }]);
  return columns as C[];
}

/**
 * Reads and checks every row of an import file (RFC 4180 CSV with a header, line 1) before
 * anything is written: all or nothing. Every problem is collected with its line, and any makes it
 * throw CsvImportError; a quote never closed throws CsvSyntaxError. Returns the rows' values.
 */
export async function readCsvImport<C extends string, T>(
  text: string,
  spec: CsvImportSpec<C, T>,
  pace: ImportPace,
): Promise<T[]> {
  const records = parseCsv(text);
  const header = records.next();
  if (header.done) throw new CsvImportError([{ line: 1, message: 'the file is empty: no header row' }]);
  const columns = readHeader(header.value.fields, spec);
  const values: T[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  let rows = 0;
  for (const { line, fields } of records) {
    const pause = pace.row('checked', ++rows);
    if (pause) await pause;
    if (fields.length !== columns.length) {
      problems.push({ line, message: `has ${fields.length} fields, the header has ${columns.length}` });
      continue;
    }
    const row = Object.fromEntries(columns.map((c, i) => [c, (fields[i] ?? '').trim()])) as Record<C, string>;
    const verdict = spec.read(row, line);
    if ('problems' in verdict) {
      if (verdict.problems.length) problems.push({ line, message: verdict.problems.join('; ') });
      continue;
    }
    const key = spec.unique?.of(verdict.value);
    const first = key === undefined ? undefined : seen.get(key);
    if (first !== undefined) {
      problems.push({ line, message: `the same ${spec.unique?.what ?? 'row'} as line ${first}` });
      continue;
    }
    if (key !== undefined) seen.set(key, line);
    values.push(verdict.value);
  }
  if (problems.length) throw new CsvImportError(problems);
  return values;
}
