import { and, eq } from 'drizzle-orm';
import { allCleared, endorsementsOf, MOVES_WHILE_ENDORSED } from '@/domain/applications/endorsements';
import { kindCanMove } from '@/domain/applications/kind-workflow';
import { APPLICATION_FIRST_STATUS, canMoveApplication } from '@/domain/statuses/application-workflow';
import { allows } from '@/domain/statuses/status-transitions';
import { applications, applicationStatusChanges } from '../../db/applications-schema';
import type { Db, Tx } from '../../db/client';
import { checkouts, transactionHistories } from '../../db/payments-schema';
import { ConflictError, NotFoundError } from '../../http/http-errors';
import { withValues } from '../../http/i18n/server-messages';
import { definitionByRoute } from './application-definitions';
import { APPLICATIONS_MESSAGES } from './applications.messages';
import { standingsOf } from './endorsement-standings';

export const APPLICATION_NOT_FOUND_MESSAGE = APPLICATIONS_MESSAGES.notFound.en;

/** The 409 of a move the kind's workflow does not allow. */
export const moveRefused = (from: string, to: string) =>
  new ConflictError(withValues(APPLICATIONS_MESSAGES.moveRefused, { from, to }));

/** A requested status change: who asks, to what, and why (said to the taxpayer when returned). */
export interface StatusMove {
  applicationId: number;
  to: string;
  actor: string;
  reason?: string;
  /** Only this taxpayer's application (a taxpayer's own request); any for staff and operators. */
  taxpayerId?: number;
}

/**
 * Moves an application's status as its kind's workflow allows, with its audit row, in one
 * transaction; a move the table forbids is a 409 and changes nothing. The status is guarded in
 * the update itself, so two concurrent moves from the same status cannot both pass.
 */
export async function moveStatus(db: Db, move: StatusMove, now: Date) {
  return db.transaction((tx) => moveStatusIn(tx, move, now));
}

/**
 * moveStatus inside a transaction the caller holds, for a move that must commit with other
 * writes (the assessment's SOA, the settlement's payment) or not at all.
 */
export async function moveStatusIn(tx: Tx, move: StatusMove, now: Date) {
  const [row] = await tx
    .select({
      transactionId: applications.transactionId,
      route: applications.route,
      payload: applications.payload,
      status: transactionHistories.status,
    })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(
      and(
        eq(applications.id, move.applicationId),
        move.taxpayerId === undefined ? undefined : eq(applications.taxpayerId, move.taxpayerId),
      ),
    );
  if (!row) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
  const refused = () => moveRefused(row.status, move.to);
  // The kind's own workflow (a free kind skips payment, a copy is handed over the way the
  // applicant chose …); the whole table for a kind no longer defined.
  const workflow = definitionByRoute(row.route)?.workflow;
  const allowed = workflow
    ? kindCanMove(workflow, row.status, move.to, row.payload)
    : canMoveApplication(row.status, move.to);
  if (!allowed) throw refused();
  // A kind endorsed to other offices goes on from PENDING only once each has cleared it (the
  // last clearance moves it, in this same transaction); before that, only back, rejected, withdrawn.
  const endorsed = workflow ? endorsementsOf(workflow) : [];
  if (
    endorsed.length > 0 &&
    row.status === APPLICATION_FIRST_STATUS &&
    !MOVES_WHILE_ENDORSED.includes(move.to) &&
    !allCleared(await standingsOf(tx, move.applicationId, endorsed))
  ) {
    throw new ConflictError(APPLICATIONS_MESSAGES.waitingForClearances);
  }
  const moved = await tx
    .update(transactionHistories)
    .set({ status: move.to, updatedAt: now })
    .where(and(eq(transactionHistories.id, row.transactionId), eq(transactionHistories.status, row.status)))
    .returning({ id: transactionHistories.id });
  if (moved.length === 0) throw refused();
  if (allows('pay', row.status) && !allows('pay', move.to) && move.to !== 'PAID') {
    // No longer payable (sent for reassessment, its SOA expired …): its open checkouts are retired
    // with it, and the payments' next pass closes them at the gateway, so an old page cannot take
    // money for a bill the office is changing (close-checkouts.ts).
    await tx
      .update(checkouts)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(checkouts.transactionId, row.transactionId), eq(checkouts.status, 'pending')));
  }
  await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, move.applicationId));
  await tx.insert(applicationStatusChanges).values({
    applicationId: move.applicationId,
    actor: move.actor,
    fromStatus: row.status,
    toStatus: move.to,
    reason: move.reason ?? '',
    createdAt: now,
  });
  return { from: row.status, to: move.to, transactionId: row.transactionId };
}
