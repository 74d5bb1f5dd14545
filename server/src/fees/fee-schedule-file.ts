import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { ConfigError } from '../env';
import { checkScheduleSource } from './fee-schedule-source';

/** The schedule shipped with the server: the Local Government Code's defaults. */
export const DEFAULT_FEE_SCHEDULE_FILE = fileURLToPath(
  new URL('../../config/fee-schedule.yaml', import.meta.url),
);

/**
 * Reads FEE_SCHEDULE_FILE and checks it (against `definitions` too, when given): a file that is
 * missing or wrong stops the server with one line naming every problem.
 */
export function readFeeScheduleFile(
  file = DEFAULT_FEE_SCHEDULE_FILE,
  definitions: readonly ApplicationDefinition[] = [],
) {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(`FEE_SCHEDULE_FILE ${file} cannot be read: ${(err as Error).message}`);
  }
  const checked = checkScheduleSource(source, definitions);
  if (!checked.ok) throw new ConfigError(`FEE_SCHEDULE_FILE ${file}: ${checked.problems.join('; ')}`);
  return { source, schedule: checked.schedule, sha256: checked.sha256 };
}
