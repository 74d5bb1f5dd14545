import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client';
import { CsvSyntaxError } from '../business-tax/parse-csv';
import { importSoaCsv, SoaImportError } from './soa-import';

type Out = (line: string) => void;
const LISTED_PROBLEMS = 50;

/**
 * `import soa <file.csv>`: loads statements of account, all or nothing, listing bad rows by line.
 * Returns the exit code, or null when the arguments are not this command.
 */
export async function runSoaImportCommand(
  db: Db,
  args: string[],
  out: Out,
  errOut: Out,
): Promise<number | null> {
  const [group, kind, file, ...extra] = args;
  if (group !== 'import' || kind !== 'soa') return null;
  if (!file || extra.length) {
    errOut('usage: import soa <file.csv>');
    return 2;
  }
  try {
    const result = await importSoaCsv(db, readFileSync(file, 'utf8'));
    out(
      `imported ${result.rows} statements of account (${result.inserted} new, ${result.rows - result.inserted} updated)`,
    );
    return 0;
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      errOut(`${file}: ${err.message}; nothing was imported`);
      return 1;
    }
    if (!(err instanceof SoaImportError)) throw err;
    for (const p of err.problems.slice(0, LISTED_PROBLEMS)) errOut(`${file}:${p.line}: ${p.message}`);
    const more = err.problems.length - LISTED_PROBLEMS;
    if (more > 0) errOut(`… and ${more} more bad rows`);
    errOut(err.message);
    return 1;
  }
}
