import type { Db } from '../../db/client';
import { runCsvImportCommand } from '../business-tax/csv-import-command';
import { importNovCsv, NovImportError } from './nov-import';

type Out = (line: string) => void;

/**
 * `import nov <file.csv>`: loads notices of violation, all or nothing; bad rows go to `errOut`
 * as `file:line: message`. Returns the exit code, or null when the arguments are not this command.
 */
export function runNovImportCommand(
  db: Db,
  pinKey: Buffer,
  args: string[],
  out: Out,
  errOut: Out,
): Promise<number | null> {
  return runCsvImportCommand(
    'nov',
    args,
    { out, errOut },
    async (text) => {
      const r = await importNovCsv(db, text, { pinKey });
      return `imported ${r.notices} notices of violation with ${r.violations} violations (${r.inserted} new, ${r.updated} updated, ${r.keptPaid} already paid and left as they were)`;
    },
    (err) => err instanceof NovImportError,
  );
}
