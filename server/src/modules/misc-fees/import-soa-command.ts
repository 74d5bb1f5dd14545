import type { Db } from '../../db/client';
import { runCsvImportCommand } from '../business-tax/csv-import-command';
import { importSoaCsv, SoaImportError } from './soa-import';

type Out = (line: string) => void;

/**
 * `import soa <file.csv>`: loads statements of account, all or nothing, listing bad rows by line.
 * Returns the exit code, or null when the arguments are not this command.
 */
export function runSoaImportCommand(db: Db, args: string[], out: Out, errOut: Out): Promise<number | null> {
  return runCsvImportCommand(
    'soa',
    args,
    { out, errOut },
    async (text) => {
      const result = await importSoaCsv(db, text);
      return `imported ${result.rows} statements of account (${result.inserted} new, ${result.rows - result.inserted} updated)`;
    },
    (err) => err instanceof SoaImportError,
  );
}
