import type { StaffPermission } from '@/domain/staff/staff-permissions';

/** The moves a reason must go with: the taxpayer reads it (returned, rejected). */
export const REASON_REQUIRED_STEPS: readonly string[] = ['FOR RESUBMISSION', 'REJECTED'];

/**
 * The review moves staff make through `/moves`, by the status moved to, and the permission that
 * makes each (a role holding it; the administrator holds all). Assessment (WAITING FOR PAYMENT)
 * and release (RELEASED) have their own endpoints; the workflow table still decides whether a
 * move is allowed from where it is.
 */
export const STAFF_MOVES: Readonly<Record<string, readonly StaffPermission[]>> = {
  'FOR ASSESSMENT (TREASURY)': ['applications.review'],
  'FOR ASSESSMENT (ADMIN)': ['applications.review'],
  // The office asks for an appearance (biometrics …); only a kind with the appointment step may.
  'FOR APPOINTMENT': ['applications.review'],
  // Sends a kind with the laboratory step to its tests; leaving them takes the recorded results
  // (lab-results.ts), never a bare move.
  'PENDING LAB TEST': ['applications.review'],
  'FOR RESUBMISSION': ['applications.return'],
  REJECTED: ['applications.review'],
  'FOR PRINTING': ['applications.review'],
  // A kind handed over once printed (kind-workflow.ts): the release desk's steps before RELEASED.
  PRINTED: ['applications.release'],
  'FOR PICK-UP': ['applications.release'],
  'FOR DELIVERY': ['applications.release'],
};

/** Whoever may make one of the review moves may call `/moves`; each move then asks for its own. */
export const ANY_REVIEW_MOVE: StaffPermission[] = [...new Set(Object.values(STAFF_MOVES).flat())];
