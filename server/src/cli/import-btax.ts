import { readFileSync } from 'node:fs';
import type { Db } from '../db/client';
import type { BillSource } from '../modules/business-tax/bill-queries';
import { BtaxImportError, importBtaxCsv } from '../modules/business-tax/btax-import';
import { CsvSyntaxError } from '../modules/business-tax/parse-csv';
import { runRptImportCommand } from '../modules/property-tax/rpt-import-command';

type Out = (line: string) => void;

const SOURCES: Record<string, BillSource> = { api: 'API', csv: 'CSV', manual: 'MANUAL' };
/** How many bad rows are listed before the rest are only counted. */
const LISTED_PROBLEMS = 50;

/**
 * `import btax <api|csv|manual> <file.csv>`: loads business tax bills, all or nothing. Progress
 * goes to `progress` (stderr) so the summary on stdout stays clean. Returns the exit code, or
 * null when the arguments are not this command.
 */
export async function runImportCommand(
  db: Db,
  args: string[],
  out: Out,
  progress: Out,
): Promise<number | null> {
  const [group, kind, flavour, file, ...extra] = args;
  if (group === 'import' && kind === 'rpt') return runRptImportCommand(db, args, out, progress);
  if (group !== 'import' || kind !== 'btax') return null;
  const source = SOURCES[flavour?.toLowerCase() ?? ''];
  if (!source || !file || extra.length) {
    progress('usage: import btax <api|csv|manual> <file.csv>');
    return 2;
  }
  const started = performance.now();
  try {
    const result = await importBtaxCsv(db, source, readFileSync(file, 'utf8'), {
      onProgress: (stage, rows) => progress(`${stage} ${rows.toLocaleString('en-PH')} rows…`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out(
      `imported ${result.rows} ${source} bills (${result.inserted} new, ${result.updated} updated) in ${seconds} s`,
    );
    return 0;
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      progress(`${file}: ${err.message}; nothing was imported`);
      return 1;
    }
    if (!(err instanceof BtaxImportError)) throw err;
    for (const p of err.problems.slice(0, LISTED_PROBLEMS)) progress(`${file}:${p.line}: ${p.message}`);
    const more = err.problems.length - LISTED_PROBLEMS;
    if (more > 0) progress(`… and ${more} more bad rows`);
    progress(err.message);
    return 1;
  }
}
