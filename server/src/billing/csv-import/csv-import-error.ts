import type { ImportProblem } from './import-kind';
import { CsvSyntaxError } from './parse-csv';

/** An import file with bad rows (or a bad header, line 1): nothing was written. */
export class CsvImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`${problems.length} bad row${problems.length === 1 ? '' : 's'}; nothing was imported`);
  }
}

/** An import's refusal of a file as line-numbered problems; null for any other error. */
export function importProblemsOf(err: unknown): ImportProblem[] | null {
  if (err instanceof CsvSyntaxError) return [{ line: err.line, message: err.message }];
  return err instanceof CsvImportError ? err.problems : null;
}
