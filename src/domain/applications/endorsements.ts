import type { WorkflowDefinition } from './application-kind';

/** Where one endorsing office stands on an application. */
export type EndorsementState = 'pending' | 'cleared' | 'returned';

/** An office's decision on an application, as kept (each appended, never changed). */
export interface EndorsementDecision {
  office: string;
  decision: 'cleared' | 'returned';
  /** The filing it was made on: 1 for the first, one more for each resubmission. */
  round: number;
}

/** An endorsing office's standing: its state and the decision that made it, if any. */
export interface EndorsementStanding<D extends EndorsementDecision = EndorsementDecision> {
  office: string;
  state: EndorsementState;
  decision: D | null;
}

/**
 * The moves an application whose endorsements are not all cleared may make from PENDING: back to
 * the applicant, refused, withdrawn. Moving it on is the last clearance's (docs/decisions.md).
 */
export const MOVES_WHILE_ENDORSED: readonly string[] = ['FOR RESUBMISSION', 'REJECTED', 'CANCELLED'];

/**
 * Where each of a kind's endorsing offices stands, in the kind's order. A clearance stands across
 * resubmissions (the office need not review again what it cleared); a return counts only on the
 * filing it returned, so once resubmitted (`round` is the application's current filing) that
 * office reviews it again.
 */
export function endorsementStandings<D extends EndorsementDecision>(
  offices: readonly string[],
  decisions: readonly D[],
  round: number,
): EndorsementStanding<D>[] {
  return offices.map((office) => {
    const own = decisions.filter((d) => d.office === office);
    const cleared = own.find((d) => d.decision === 'cleared');
    if (cleared) return { office, state: 'cleared', decision: cleared };
    const returned = own.filter((d) => d.decision === 'returned' && d.round === round).at(-1);
    if (returned) return { office, state: 'returned', decision: returned };
    return { office, state: 'pending', decision: null };
  });
}

/** True when every standing is a clearance (a kind with no endorsements is always clear). */
export const allCleared = (standings: readonly { state: EndorsementState }[]) =>
  standings.every((s) => s.state === 'cleared');

/** The offices a kind's workflow endorses its applications to (none for most kinds). */
export const endorsementsOf = (workflow: WorkflowDefinition): readonly string[] =>
  workflow.endorsements ?? [];

/**
 * The status an application goes on to once accepted with no further review (its last clearance,
 * or the automatic accept step): assessment for a paid kind, printing for a free one.
 */
export const acceptedStatus = (workflow: WorkflowDefinition) =>
  workflow.payment === 'none' ? 'FOR PRINTING' : 'FOR ASSESSMENT (TREASURY)';
