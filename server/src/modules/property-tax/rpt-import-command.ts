import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client';
import { CsvSyntaxError } from '../business-tax/parse-csv';
import { importRptCsv, RptImportError } from './rpt-import';

type Out = (line: string) => void;
/** How many bad rows are listed before the rest are only counted. */
const LISTED_PROBLEMS = 50;

/**
 * `import rpt <roll.csv>`: loads an assessment roll, all or nothing. Returns the exit code, or
 * null when the arguments are not this command.
 */
export async function runRptImportCommand(
  db: Db,
  args: string[],
  out: Out,
  progress: Out,
): Promise<number | null> {
  const [group, kind, file, ...extra] = args;
  if (group !== 'import' || kind !== 'rpt') return null;
  if (!file || extra.length) {
    progress('usage: import rpt <roll.csv>');
    return 2;
  }
  const started = performance.now();
  try {
    const result = await importRptCsv(db, readFileSync(file, 'utf8'));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out(
      `imported ${result.rows} properties (${result.inserted} new, ${result.updated} updated) in ${seconds} s`,
    );
    return 0;
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      progress(`${file}: ${err.message}; nothing was imported`);
      return 1;
    }
    if (!(err instanceof RptImportError)) throw err;
    for (const p of err.problems.slice(0, LISTED_PROBLEMS)) progress(`${file}:${p.line}: ${p.message}`);
    const more = err.problems.length - LISTED_PROBLEMS;
    if (more > 0) progress(`… and ${more} more bad rows`);
    progress(err.message);
    return 1;
  }
}
