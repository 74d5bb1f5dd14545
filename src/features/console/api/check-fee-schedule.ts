import { sendFeeSchedule, type FeeScheduleAnswer } from './fee-schedule-answer';
import { STAFF_API } from './staff-call';

/** Checks a schedule's YAML against the definitions without storing it. */
export const checkFeeSchedule = (
  source: string,
): Promise<FeeScheduleAnswer<{ valid: true; rules: number }>> =>
  sendFeeSchedule('POST', `${STAFF_API}/fee_schedule/check`, source);
