import { and, desc, eq } from 'drizzle-orm';
import { AWAITING_APPROVAL_STATUS } from '@/domain/fees/fee-adjustment';
import { assessmentAdjustments } from '../../db/adjustments-schema';
import { auditEvents } from '../../db/audit-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import { ConflictError, ForbiddenError } from '../../http/http-errors';
import { definitionByRoute } from '../applications/application-definitions';
import { moveStatusIn } from '../applications/move-status';
import { checkedReason } from './adjustment-reason';
import { applicationWithStatus } from './application-with-status';
import type { Officer } from './adjustment-record';
import { ADJUSTMENT_MESSAGES } from './adjustment.messages';
import { soaExpiresOn } from './soa-expiry';
import { issueSoa } from './soa-issue';

export type Decision = 'approve' | 'reject';

/**
 * The second officer's side of four eyes on fees (issue 25): approving an adjustment waiting in
 * COMPUTED issues its SOA and makes it payable (WAITING FOR PAYMENT); rejecting it sends the
 * application back to be assessed again (FOR REASSESSMENT). Never by the officer who adjusted.
 * The application's transaction row is locked first and must still be COMPUTED, and the
 * adjustment must still be pending in the same transaction: of two officers deciding at once,
 * one wins and the other gets the 409.
 */
export function createAdjustmentDecisions({
  db,
  now,
  schedule,
}: {
  db: Db;
  now: () => Date;
  schedule: FeeScheduleSource;
}) {
  async function waiting(applicationId: number) {
    const row = await applicationWithStatus(db, applicationId);
    const [adjustment] = await db
      .select()
      .from(assessmentAdjustments)
      .where(
        and(
          eq(assessmentAdjustments.applicationId, applicationId),
          eq(assessmentAdjustments.state, 'pending'),
        ),
      )
      .orderBy(desc(assessmentAdjustments.id))
      .limit(1);
    if (!adjustment || row.status !== AWAITING_APPROVAL_STATUS) {
      throw new ConflictError(ADJUSTMENT_MESSAGES.notWaiting);
    }
    return { application: row.application, adjustment };
  }

  /** Approves or rejects the application's waiting adjustment, with the officer's reason. */
  async function decide(applicationId: number, decision: Decision, rawReason: unknown, officer: Officer) {
    const { application, adjustment } = await waiting(applicationId);
    // Four eyes: whoever lowered the fee cannot also pass it, however many roles they hold.
    if (adjustment.adjustedBy === officer.actor) throw new ForbiddenError(ADJUSTMENT_MESSAGES.ownAdjustment);
    const reason = checkedReason(rawReason, ADJUSTMENT_MESSAGES.decisionReasonRequired);
    const { soaExpiry } = await schedule.current();
    const at = now();
    const gone = () => new ConflictError(ADJUSTMENT_MESSAGES.notWaiting);
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: transactionHistories.id })
        .from(transactionHistories)
        .where(
          and(
            eq(transactionHistories.id, application.transactionId),
            eq(transactionHistories.status, AWAITING_APPROVAL_STATUS),
          ),
        )
        .for('update');
      if (!locked) throw gone();
      const soa =
        decision === 'approve'
          ? await issueSoa(
              tx,
              {
                applicationId,
                transactionId: application.transactionId,
                lines: adjustment.lines,
                expiresOn: soaExpiresOn(soaExpiry, at),
                issuedBy: adjustment.adjustedBy,
                numberPrefix: definitionByRoute(application.route)?.numberPrefix ?? '',
              },
              at,
            )
          : undefined;
      const [decided] = await tx
        .update(assessmentAdjustments)
        .set({
          state: decision === 'approve' ? 'approved' : 'rejected',
          decidedBy: officer.actor,
          decidedByName: officer.name,
          decidedAt: at,
          decisionReason: reason,
          soaId: soa?.id ?? null,
        })
        .where(and(eq(assessmentAdjustments.id, adjustment.id), eq(assessmentAdjustments.state, 'pending')))
        .returning();
      if (!decided) throw gone();
      const to = decision === 'approve' ? 'WAITING FOR PAYMENT' : 'FOR REASSESSMENT';
      await moveStatusIn(
        tx,
        {
          applicationId,
          to,
          actor: officer.actor,
          reason: `${decision === 'approve' ? 'Adjustment approved' : 'Adjustment rejected'}: ${reason}`,
        },
        at,
      );
      await tx.insert(auditEvents).values({
        actor: officer.actor,
        action: decision === 'approve' ? 'assessment.approve' : 'assessment.reject',
        subject: `application:${String(applicationId)}`,
        detail: {
          adjustment_id: adjustment.id,
          schedule_total: adjustment.scheduleTotal,
          adjusted_total: adjustment.adjustedTotal,
          adjusted_by: adjustment.adjustedByName,
          decided_by: officer.name,
          reason,
          ...(soa && { soa_number: soa.soaNumber }),
        },
        createdAt: at,
      });
      return { status: to, adjustment: decided, soa };
    });
  }

  return { decide };
}

export type AdjustmentDecisions = ReturnType<typeof createAdjustmentDecisions>;
