import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Db } from '../db/client';
import { importProblemsOf } from '../billing/csv-import/csv-import-error';
import type { ImportKind } from '../billing/csv-import/import-kind';
import { CsvSyntaxError } from '../billing/csv-import/parse-csv';
import type { AuditLog } from '../modules/audit/audit-log';
import type { ImportRuns } from '../modules/imports/import-runs';

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
  /** Where the import is recorded (who imported which file, how it ended), as the console's are. */
  record?: { runs: ImportRuns; audit: AuditLog; actor: string } | undefined;
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
  const bytes = readFileSync(resolve(deps.cwd ?? process.cwd(), file));
  const run = await deps.record?.runs.create({
    kind: kind.code,
    fileName: basename(file),
    fileSize: bytes.length,
    fileSha256: createHash('sha256').update(bytes).digest('hex'),
    status: 'running',
    actor: deps.record.actor,
    via: 'command line',
    startedAt: (deps.now ?? (() => new Date()))(),
  });
  try {
    const outcome = await kind.run(deps.db, bytes.toString('utf8'), {
      now: (deps.now ?? (() => new Date()))(),
      onProgress: (stage, rows) => err(`${stage} ${rows.toLocaleString('en-PH')} rows…`),
      yieldEvery: deps.yieldEvery,
    });
    if (run && deps.record) {
      await deps.record.runs.done(run.id, outcome);
      await deps.record.audit.record({
        actor: deps.record.actor,
        action: 'import.run',
        subject: `import:${run.id}`,
        detail: { kind: kind.code, file: run.fileName, sha256: run.fileSha256, ...outcome },
      });
    }
    out(`${outcome.summary} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (e) {
    const problems = importProblemsOf(e);
    if (run)
      await (problems ? deps.record?.runs.refused(run.id, problems) : deps.record?.runs.failed(run.id));
    if (e instanceof CsvSyntaxError) {
      err(`${file}: ${e.message}; nothing was imported`);
      return 1;
    }
    if (!problems) throw e;
    for (const p of problems.slice(0, LISTED_PROBLEMS)) err(`${file}:${p.line}: ${p.message}`);
    const more = problems.length - LISTED_PROBLEMS;
    if (more > 0) err(`… and ${more} more bad rows`);
    err(`${problems.length} bad row${problems.length === 1 ? '' : 's'}; nothing was imported`);
    return 1;
  }
}
