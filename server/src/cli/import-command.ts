import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from '../db/client';
import { CsvSyntaxError } from '../modules/business-tax/parse-csv';
import type { ImportKind } from '../modules/imports/import-kind';

type Out = (line: string) => void;
/** How many bad rows are listed before the rest are only counted. */
const LISTED_PROBLEMS = 50;

export interface ImportCommandDeps {
  db: Db;
  kinds: readonly ImportKind[];
  /** Where a relative file name is read from (the operator's working folder). */
  cwd?: string;
  now?: () => Date;
  /** Let the event loop run every this many rows (the command runs inside the portal). */
  yieldEvery?: number | undefined;
}

/** `import btax <api|csv|manual> <file.csv>`: the kinds a first word names (all when it names none). */
function usage(kinds: readonly ImportKind[], word: string | undefined) {
  const named = kinds.filter((k) => k.command[0] === word?.toLowerCase());
  const groups = new Map<string, string[]>();
  for (const k of named.length ? named : kinds) {
    const [first = '', ...rest] = k.command;
    groups.set(first, [...(groups.get(first) ?? []), ...(rest.length ? [rest.join(' ')] : [])]);
  }
  const forms = [...groups].map(([first, rest]) =>
    rest.length ? `import ${first} <${rest.join('|')}> <file.csv>` : `import ${first} <file.csv>`,
  );
  return `usage: ${forms.join(' | ')}`;
}

/**
 * `import <kind …> <file.csv>`: one operator import, all or nothing. Bad rows go to `err` as
 * `file:line: message` (the first 50, then a count), progress to `err` every 10,000 rows, and the
 * summary to `out`. Returns the exit code, or null when the arguments are not an import.
 */
export async function runImportCommand(
  deps: ImportCommandDeps,
  args: string[],
  out: Out,
  err: Out,
): Promise<number | null> {
  if (args[0] !== 'import') return null;
  const kind = deps.kinds.find((k) => k.command.every((word, i) => args[i + 1]?.toLowerCase() === word));
  const [file, ...extra] = kind ? args.slice(1 + kind.command.length) : [];
  if (!kind || !file || extra.length) {
    err(usage(deps.kinds, args[1]));
    return 2;
  }
  const started = performance.now();
  try {
    const text = readFileSync(resolve(deps.cwd ?? process.cwd(), file), 'utf8');
    const outcome = await kind.run(deps.db, text, {
      now: (deps.now ?? (() => new Date()))(),
      onProgress: (stage, rows) => err(`${stage} ${rows.toLocaleString('en-PH')} rows…`),
      yieldEvery: deps.yieldEvery,
    });
    out(`${outcome.summary} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (e) {
    if (e instanceof CsvSyntaxError) {
      err(`${file}: ${e.message}; nothing was imported`);
      return 1;
    }
    const problems = kind.problemsOf(e);
    if (!problems) throw e;
    for (const p of problems.slice(0, LISTED_PROBLEMS)) err(`${file}:${p.line}: ${p.message}`);
    const more = problems.length - LISTED_PROBLEMS;
    if (more > 0) err(`… and ${more} more bad rows`);
    err(`${problems.length} bad row${problems.length === 1 ? '' : 's'}; nothing was imported`);
    return 1;
  }
}
