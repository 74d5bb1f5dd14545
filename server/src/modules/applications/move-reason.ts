import { invalidField } from '../../http/http-errors';
import { APPLICATIONS_MESSAGES } from './applications.messages';

// The console's reason boxes hold 500 characters (maxLength); the server keeps the same limit
// for a move's reason and an assessment's adjustment reason.
export const REASON_MAX = 500;
export const REASON_TOO_LONG_MESSAGE = APPLICATIONS_MESSAGES.reasonTooLong.en;

/** A reason over REASON_MAX is refused (a 422 on `reason`), not cut: the audit keeps it whole. */
export const reasonTooLong = () => invalidField('reason', APPLICATIONS_MESSAGES.reasonTooLong);
