import { eq } from 'drizzle-orm';
import {
  acceptedStatus,
  allCleared,
  endorsementsOf,
  type EndorsementDecision,
} from '@/domain/applications/endorsements';
import { kindCanMove } from '@/domain/applications/kind-workflow';
import { APPLICATION_FIRST_STATUS } from '@/domain/statuses/application-workflow';
import { applicationEndorsements, applications } from '../../db/applications-schema';
import { auditEvents } from '../../db/audit-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { ConflictError, ForbiddenError, invalidField, NotFoundError } from '../../http/http-errors';
import { allDefinitions, definitionByRoute } from '../applications/application-definitions';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';
import { filingRound, standingsOf } from '../applications/endorsement-standings';
import { REASON_MAX, reasonTooLong } from '../applications/move-reason';
import { moveStatusIn } from '../applications/move-status';
import { staffActor, type StaffMember } from '../staff/staff-roles';
import { SYSTEM } from './automatic-steps';
import { STAFF_REVIEW_MESSAGES } from './staff-review.messages';

/** The status history's reason when the last clearance moves an application on. */
export const CLEARED_BY_ALL_REASON = 'Cleared by every office it was endorsed to';

/** Every office some kind is endorsed to (the definitions say). */
export const endorsingOffices = () => [
  ...new Set(allDefinitions().flatMap((definition) => endorsementsOf(definition.workflow))),
];

/** A member acts for an office when a role of theirs is of it (the administrator for every one). */
export const actsForOffice = (staff: Pick<StaffMember, 'offices' | 'allOffices'>, office: string) =>
  staff.allOffices || staff.offices.includes(office);

export interface EndorsementRequest {
  applicationId: number;
  office: string;
  decision: EndorsementDecision['decision'];
  reason: string;
}

/**
 * An endorsing office clears an application or returns it to the applicant with its reason
 * (JMC 2016-01's parallel review). Only a member of that office (403), only an office the kind
 * endorses to (404; an office no kind is endorsed to before anything else), only while the application is PENDING and the office has not cleared it (409).
 * The application's transaction row is locked first, so offices deciding at the same moment are
 * taken one after the other and none is lost: the decision that finds every other office cleared
 * moves the application on (as an officer's approval would) in the same transaction; a return
 * moves it to FOR RESUBMISSION. Each decision is kept and written to the audit log.
 * Answers the status the application is left in.
 */
export async function decideEndorsement(
  db: Db,
  staff: StaffMember,
  request: EndorsementRequest,
  now: Date,
): Promise<{ status: string; movedOn: boolean }> {
  const { applicationId, office, decision } = request;
  // An office no kind is endorsed to is no endorsing office (404); one of another office's is
  // refused before any application is looked up, so nothing is learnt of that office's work.
  if (!endorsingOffices().includes(office)) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
  if (!actsForOffice(staff, office)) throw new ForbiddenError();
  const reason = request.reason.trim();
  if (decision === 'returned' && reason === '')
    throw invalidField('reason', STAFF_REVIEW_MESSAGES.reasonRequired);
  if (reason.length > REASON_MAX) throw reasonTooLong();
  const actor = staffActor(staff);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        route: applications.route,
        payload: applications.payload,
        status: transactionHistories.status,
      })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .where(eq(applications.id, applicationId))
      .for('update', { of: transactionHistories });
    const definition = row && definitionByRoute(row.route);
    const offices = definition ? endorsementsOf(definition.workflow) : [];
    if (!row || !definition || !offices.includes(office))
      throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    if (row.status !== APPLICATION_FIRST_STATUS)
      throw new ConflictError(STAFF_REVIEW_MESSAGES.endorsementNotWaiting);
    const standings = await standingsOf(tx, applicationId, offices);
    if (standings.some((s) => s.office === office && s.state === 'cleared'))
      throw new ConflictError(STAFF_REVIEW_MESSAGES.endorsementCleared);
    await tx.insert(applicationEndorsements).values({
      applicationId,
      office,
      decision,
      round: await filingRound(tx, applicationId),
      actor,
      reason,
      createdAt: now,
    });
    await tx.insert(auditEvents).values({
      actor,
      action: decision === 'cleared' ? 'endorsement.clear' : 'endorsement.return',
      subject: `application:${String(applicationId)}`,
      detail: { office, reason },
      createdAt: now,
    });
    if (decision === 'returned') {
      await moveStatusIn(tx, { applicationId, to: 'FOR RESUBMISSION', actor, reason }, now);
      return { status: 'FOR RESUBMISSION', movedOn: false };
    }
    const after = standings.map((s) => (s.office === office ? { ...s, state: 'cleared' as const } : s));
    if (!allCleared(after)) return { status: APPLICATION_FIRST_STATUS, movedOn: false };
    const to = acceptedStatus(definition.workflow);
    // A kind whose path from review goes elsewhere first (a laboratory, an appointment) is left
    // PENDING, cleared, for its office to send on.
    if (!kindCanMove(definition.workflow, row.status, to, row.payload))
      return { status: APPLICATION_FIRST_STATUS, movedOn: false };
    await moveStatusIn(tx, { applicationId, to, actor: SYSTEM, reason: CLEARED_BY_ALL_REASON }, now);
    return { status: to, movedOn: true };
  });
}
