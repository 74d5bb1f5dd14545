import type { FeeSchedule } from '@/domain/fees/fee-schedule';
import { DEFAULT_FEE_SCHEDULE_FILE, readFeeScheduleFile } from '../../fees/fee-schedule-file';

/**
 * Reads the LGU's fee schedule file (YAML, or JSON) and checks it: a file that is missing or wrong
 * stops the server with every problem named. The running portal takes its schedule from the
 * stored versions (server/src/fees/fee-schedules.ts); this reads a file as it is.
 */
export function loadFeeSchedule(file = DEFAULT_FEE_SCHEDULE_FILE): FeeSchedule {
  return readFeeScheduleFile(file).schedule;
}
