import { sendFeeSchedule, type FeeScheduleAnswer } from './fee-schedule-answer';
import { STAFF_API } from './staff-call';

/** Checks and stores a schedule: the portal uses it from the next assessment on, no restart. */
export const saveFeeSchedule = (source: string): Promise<FeeScheduleAnswer<{ version: number }>> =>
  sendFeeSchedule('PUT', `${STAFF_API}/fee_schedule`, source);
