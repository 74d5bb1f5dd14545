import type { StaffRole } from '../staff/staff-roles';

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
