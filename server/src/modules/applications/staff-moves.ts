import type { StaffRole } from '../staff/staff-roles';

// The console's reason boxes hold 500 characters (maxLength); the server keeps the same limit
// for a move's reason and an assessment's adjustment reason.
export const REASON_MAX = 500;
export const REASON_TOO_LONG_MESSAGE = 'The reason must not be more than 500 characters.';

/** The moves a reason must go with: the taxpayer reads it (returned, rejected). */
export const REASON_REQUIRED_STEPS: readonly string[] = ['FOR RESUBMISSION', 'REJECTED'];

/**
 * The review moves staff make through `/moves`, by the status moved to, and who may make them
 * (administrator passes all). Assessment (WAITING FOR PAYMENT) and release (RELEASED) have their
 * own endpoints; the workflow table still decides whether a move is allowed from where it is.
 */
export const STAFF_MOVES: Readonly<Record<string, readonly StaffRole[]>> = {
  'FOR ASSESSMENT (TREASURY)': ['licensing'],
  'FOR ASSESSMENT (ADMIN)': ['licensing'],
  'FOR RESUBMISSION': ['licensing', 'treasury'],
  REJECTED: ['licensing'],
  'FOR PRINTING': ['licensing'],
};
