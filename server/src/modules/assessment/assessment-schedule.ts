import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { FeeScheduleError, parseFeeSchedule, type FeeSchedule } from '@/domain/fees/fee-schedule';
import { ConfigError } from '../../env';

/** The schedule shipped with the server: the Local Government Code's defaults. */
export const DEFAULT_FEE_SCHEDULE_FILE = fileURLToPath(
  new URL('../../../config/fee-schedule.yaml', import.meta.url),
);

/**
 * Reads the LGU's fee schedule (YAML, or JSON, which YAML reads too) once, at start: a file that
 * is missing or wrong stops the server with every problem named, instead of billing wrongly later.
 */
export function loadFeeSchedule(file = DEFAULT_FEE_SCHEDULE_FILE): FeeSchedule {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`FEE_SCHEDULE_FILE ${file} cannot be read: ${(err as Error).message}`);
  }
  try {
    return parseFeeSchedule(raw);
  } catch (err) {
    if (err instanceof FeeScheduleError) {
      throw new ConfigError(`FEE_SCHEDULE_FILE ${file}: ${err.problems.join('; ')}`);
    }
    throw err;
  }
}
