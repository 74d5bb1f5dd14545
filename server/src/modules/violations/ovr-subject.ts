import type { OvrViolation } from '../../db/violations-fees-schema';

/** `subject.kind` of a transaction that pays an ordinance violation receipt (its bill kind's key). */
export const OVR_SUBJECT_KIND = 'ovr_ticket';

/**
 * What an OVR transaction pays, as stored in its `subject`: the ticket, the statement of account
 * it pays (the resident's receipt names its current one), and the fines when it was issued (a re-import that
 * changes them must not be paid at the old amount; the treasury's lines are these).
 */
export function ovrSubject(details: {
  ticket_id: number;
  ovr_no: string;
  soa_number: string;
  soa_expires_on: string;
  total_amount: number;
  violations: readonly OvrViolation[];
}) {
  return { kind: OVR_SUBJECT_KIND, ...details };
}

/** Subjects that bill this ticket, as jsonb containment patterns (see btaxBillKeys). */
export const ovrTicketKeys = (ticketId: number) => [{ kind: OVR_SUBJECT_KIND, ticket_id: ticketId }];

/** The ticket id of an OVR transaction's subject; null for any other kind of subject. */
export function ovrTicketIdOf(subject: Record<string, unknown>): number | null {
  if (subject.kind !== OVR_SUBJECT_KIND) return null;
  return Number.isInteger(subject.ticket_id) ? (subject.ticket_id as number) : null;
}

/** The fines an OVR transaction's subject lists (what it was billed for). */
export function ovrViolationsOf(subject: Record<string, unknown>): OvrViolation[] {
  if (subject.kind !== OVR_SUBJECT_KIND || !Array.isArray(subject.violations)) return [];
  return (subject.violations as unknown[]).flatMap((v) => {
    const row = v as Partial<OvrViolation>;
    return typeof row.ordinance === 'string' &&
      typeof row.violation === 'string' &&
      Number.isInteger(row.amount)
      ? [{ ordinance: row.ordinance, violation: row.violation, amount: row.amount as number }]
      : [];
  });
}
