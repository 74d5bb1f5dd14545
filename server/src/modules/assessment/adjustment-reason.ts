import { adjustmentReasonProblem } from '@/domain/fees/fee-adjustment';
import type { ServerMessage } from '../../http/i18n/server-messages';
import { invalidField } from '../../http/http-errors';
import { reasonTooLong } from '../applications/move-reason';
import { ADJUSTMENT_MESSAGES } from './adjustment.messages';

/**
 * The reason of an adjustment or of its approval, checked by the console's rule
 * (adjustmentReasonProblem): a 422 on `reason` when missing, too short or too long; the trimmed
 * reason otherwise.
 */
export function checkedReason(raw: unknown, required: ServerMessage): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  const problem = adjustmentReasonProblem(reason);
  if (problem === 'required') throw invalidField('reason', required);
  if (problem === 'tooShort') throw invalidField('reason', ADJUSTMENT_MESSAGES.reasonTooShort);
  if (problem === 'tooLong') throw reasonTooLong();
  return reason;
}
