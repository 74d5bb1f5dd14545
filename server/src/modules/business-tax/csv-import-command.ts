import { readFileSync } from 'node:fs';
import { CsvSyntaxError } from './parse-csv';

type Out = (line: string) => void;
/** How many bad rows are listed before the rest are only counted. */
const LISTED_PROBLEMS = 50;

/** An import refused as a whole, with its bad rows by line (each importer's error class). */
interface RowProblems {
  message: string;
  problems: { line: number; message: string }[];
}

/**
 * `import <kind> <file.csv>` for one kind of operator import: all or nothing; bad rows go to
 * `errOut` as `file:line: message`. `load` imports the file's text and answers the summary line;
 * `refused` recognises that importer's refusal. Returns the exit code, or null when the arguments
 * are not this command.
 */
export async function runCsvImportCommand(
  kind: string,
  args: string[],
  { out, errOut }: { out: Out; errOut: Out },
  load: (text: string) => Promise<string>,
  refused: (err: unknown) => err is RowProblems,
): Promise<number | null> {
  const [group, asked, file, ...extra] = args;
  if (group !== 'import' || asked !== kind) return null;
  if (!file || extra.length) {
    errOut(`usage: import ${kind} <file.csv>`);
    return 2;
  }
  try {
    out(await load(readFileSync(file, 'utf8')));
    return 0;
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      errOut(`${file}: ${err.message}; nothing was imported`);
      return 1;
    }
    if (!refused(err)) throw err;
    for (const p of err.problems.slice(0, LISTED_PROBLEMS)) errOut(`${file}:${p.line}: ${p.message}`);
    const more = err.problems.length - LISTED_PROBLEMS;
    if (more > 0) errOut(`… and ${more} more bad rows`);
    errOut(err.message);
    return 1;
  }
}
