import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import type { Db } from '../db/client';
import { checkScheduleSource } from '../fees/fee-schedule-source';
import { storedFeeSchedule, storeFeeSchedule } from '../fees/fee-schedules';

export const FEES_HELP = `  fees show                            the fee schedule in use (its version and YAML)
  fees check <file.yaml>               check a schedule (and against the application definitions)
  fees load <file.yaml>                check it and make it the schedule in use: a running portal
                                       uses it from its next assessment (docs/fee-schedule.md)`;

/**
 * `npm run cli -- fees …`: the treasurer's schedule, checked before anything is stored; a loaded
 * one is used from the next assessment on, without a restart. Null when the command is not fees.
 */
export async function runFeesCommand(
  {
    db,
    definitions,
    cwd = process.cwd(),
    origin = 'cli',
  }: {
    db: Db;
    definitions: readonly ApplicationDefinition[];
    /** The operator's folder: a relative file name is read there (also inside a running portal). */
    cwd?: string;
    /** Who stored the version, as fee_schedules.origin keeps it ('operator:<user>'). */
    origin?: string;
  },
  args: readonly string[],
  out: (line: string) => void,
  errOut: (line: string) => void,
): Promise<number | null> {
  if (args[0] !== 'fees') return null;
  const [, verb, path] = args;
  if (verb === 'show') {
    const stored = await storedFeeSchedule(db);
    if (!stored) {
      out('No schedule is stored yet: the portal uses FEE_SCHEDULE_FILE (taken at its next start).');
      return 0;
    }
    out(
      `# version ${String(stored.version)}, from ${stored.origin}, stored ${stored.storedAt?.toISOString() ?? ''}`,
    );
    out(stored.source);
    return 0;
  }
  if ((verb !== 'check' && verb !== 'load') || !path) {
    errOut(`usage:\n${FEES_HELP}`);
    return 2;
  }
  let source: string;
  try {
    source = await readFile(resolve(cwd, path), 'utf8');
  } catch (err) {
    errOut(`${path} cannot be read: ${(err as Error).message}`);
    return 1;
  }
  const checked =
    verb === 'check'
      ? checkScheduleSource(source, definitions)
      : await storeFeeSchedule(db, definitions, source, origin);
  if (!checked.ok) {
    errOut(`${path} is not a valid fee schedule; nothing was changed:`);
    for (const problem of checked.problems) errOut(`  ${problem}`);
    return 1;
  }
  out(
    'version' in checked
      ? `Stored as version ${String(checked.version)}: assessments use it from now on.`
      : `${path} is a valid fee schedule.`,
  );
  return 0;
}
