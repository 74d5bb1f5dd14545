import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client';
import { CsvSyntaxError } from '../business-tax/parse-csv';
import { importNovCsv, NovImportError } from './nov-import';

type Out = (line: string) => void;
/** How many bad rows are listed before the rest are only counted. */
const LISTED_PROBLEMS = 50;

/**
 * `import nov <file.csv>`: loads notices of violation, all or nothing; bad rows go to `errOut`
 * as `file:line: message`. Returns the exit code, or null when the arguments are not this command.
 */
export async function runNovImportCommand(
  db: Db,
  args: string[],
  out: Out,
  errOut: Out,
): Promise<number | null> {
  const [group, kind, file, ...extra] = args;
  if (group !== 'import' || kind !== 'nov') return null;
  if (!file || extra.length) {
    errOut('usage: import nov <file.csv>');
    return 2;
  }
  try {
    const r = await importNovCsv(db, readFileSync(file, 'utf8'));
    out(
      `imported ${r.notices} notices of violation with ${r.violations} violations (${r.inserted} new, ${r.updated} updated, ${r.keptPaid} already paid and left as they were)`,
    );
    return 0;
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      errOut(`${file}: ${err.message}; nothing was imported`);
      return 1;
    }
    if (!(err instanceof NovImportError)) throw err;
    for (const p of err.problems.slice(0, LISTED_PROBLEMS)) errOut(`${file}:${p.line}: ${p.message}`);
    const more = err.problems.length - LISTED_PROBLEMS;
    if (more > 0) errOut(`… and ${more} more bad rows`);
    errOut(err.message);
    return 1;
  }
}
