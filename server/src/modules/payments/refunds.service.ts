import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { centavosToPesos } from '@/domain/money/centavos';
import { allows } from '@/domain/statuses/status-transitions';
import type { PaymentGateway } from '../../adapters/gateway/payment-gateway';
import type { Db } from '../../db/client';
import { checkouts, refunds, transactionHistories } from '../../db/payments-schema';
import { ConflictError, NotFoundError } from '../../http/http-errors';
import { AUTOMATIC, recordPaymentAudit } from './payment-audit';
import { refundColumns } from './refund-columns';

type RefundStatus = (typeof refunds.$inferSelect)['status'];

// A refund the treasury may (re)approve: a new one, or one the gateway refused or failed on.
const APPROVABLE: readonly RefundStatus[] = ['for_approval', 'failed'];
// A duplicate the webhook's own attempt never reached (the process stopped) is refunded by the
// next pass once it is this old; one whose automatic refund failed waits for a person.
const AUTOMATIC_RETRY_AFTER_MS = 60_000;

export interface RefundsDeps {
  db: Db;
  gateways: Readonly<Record<string, PaymentGateway>>;
  now: () => Date;
}

/** Payments held for refund: the treasury's list, its approval, and the gateway's refund call. */
export function createRefundsService({ db, gateways, now }: RefundsDeps) {
  /** Held payments, oldest first; by default those still needing the treasury (new or failed). */
  function list(statuses: readonly RefundStatus[] = APPROVABLE) {
    return db
      .select({
        id: refunds.id,
        reference: transactionHistories.referenceNumber,
        transactionId: refunds.transactionId,
        checkoutId: refunds.checkoutId,
        ...refundColumns,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .innerJoin(transactionHistories, eq(transactionHistories.id, refunds.transactionId))
      .where(inArray(refunds.status, [...statuses]))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
  }

  /** The refunds of one transaction, for the taxpayer's view of it. */
  const ofTransaction = (transactionId: number) =>
    db.select().from(refunds).where(eq(refunds.transactionId, transactionId)).orderBy(asc(refunds.id));

  /**
   * The treasury approves a held payment: the transaction moves to PROCESSING REFUND and the
   * gateway is asked to return the money it reported taken. Returns the refund's new status.
   */
  async function approve(id: number, approvedBy: string, why?: string): Promise<RefundStatus> {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ refund: refunds, gatewayReference: checkouts.gatewayReference })
        .from(refunds)
        .innerJoin(checkouts, eq(checkouts.id, refunds.checkoutId))
        .where(eq(refunds.id, id))
        .for('update');
      if (!row) throw new NotFoundError(`No refund ${id}`);
      const { refund, gatewayReference } = row;
      if (!APPROVABLE.includes(refund.status)) throw new ConflictError(`Refund ${id} is ${refund.status}`);
      if (refund.amount === null || refund.currency !== 'PHP' || !gatewayReference) {
        throw new ConflictError(
          `Refund ${id}: the gateway did not report a peso amount for it; return it from the gateway's dashboard`,
        );
      }
      if (!Object.hasOwn(gateways, refund.gateway)) {
        throw new ConflictError(`Refund ${id} was taken through ${refund.gateway}, which is not configured`);
      }
      const at = now();
      await tx
        .update(refunds)
        .set({ status: 'processing', approvedBy, approvedAt: at, failure: null })
        .where(eq(refunds.id, id));
      const [txn] = await tx
        .select({ status: transactionHistories.status })
        .from(transactionHistories)
        .where(eq(transactionHistories.id, refund.transactionId))
        .for('update');
      if (txn && allows('refund', txn.status)) {
        await tx
          .update(transactionHistories)
          .set({ status: 'PROCESSING REFUND', updatedAt: at })
          .where(eq(transactionHistories.id, refund.transactionId));
      }
      await recordPaymentAudit(tx, {
        transactionId: refund.transactionId,
        checkoutId: refund.checkoutId,
        refundId: id,
        action: 'refund_requested',
        actor: approvedBy,
        detail:
          why ??
          `Refund of PHP ${centavosToPesos(refund.amount)} (${refund.reason}) approved by ${approvedBy}.`,
        at,
      });
      return { refund, gatewayReference, amount: refund.amount };
    });
    // The gateway is called outside the database transaction: a slow provider must not hold locks.
    const gateway = gateways[claimed.refund.gateway] as PaymentGateway;
    const done = (set: Partial<typeof refunds.$inferInsert>) =>
      db
        .update(refunds)
        .set(set)
        .where(and(eq(refunds.id, id), eq(refunds.status, 'processing')));
    try {
      const result = await gateway.refund({
        gatewayReference: claimed.gatewayReference,
        amount: claimed.amount,
        reason: claimed.refund.reason,
        note: `Bayan refund ${id}, checkout ${claimed.refund.checkoutId}`,
      });
      const completedAt = result.status === 'refunded' ? now() : null;
      await done({ status: result.status, gatewayRefundId: result.refundId, completedAt });
      await audit(
        claimed.refund,
        result.status === 'failed' ? 'refund_failed' : 'refund_done',
        approvedBy,
        `The gateway answered ${result.status} (refund ${result.refundId}).`,
      );
      return result.status;
    } catch (err) {
      const failure = (err as Error).message.slice(0, 500);
      await done({ status: 'failed', failure });
      await audit(claimed.refund, 'refund_failed', approvedBy, `The gateway refused or failed: ${failure}`);
      return 'failed';
    }
  }

  const audit = (
    refund: typeof refunds.$inferSelect,
    action: 'refund_done' | 'refund_failed',
    actor: string,
    detail: string,
  ) =>
    recordPaymentAudit(db, {
      transactionId: refund.transactionId,
      checkoutId: refund.checkoutId,
      refundId: refund.id,
      action,
      actor,
      detail,
      at: now(),
    });

  /**
   * Refunds a duplicate payment without waiting for a person (issue 25): the gateway took exactly
   * the checkout's amount for a bill already paid, so returning it is unambiguous. The audit says
   * it was automatic and why. Anything else held (another amount, a cancelled bill) is left to
   * the treasury. Returns the refund's status, or null when there is nothing to refund this way.
   */
  async function refundDuplicate(checkoutId: string): Promise<RefundStatus | null> {
    const [row] = await db
      .select({ refund: refunds, reference: transactionHistories.referenceNumber })
      .from(refunds)
      .innerJoin(transactionHistories, eq(transactionHistories.id, refunds.transactionId))
      .where(and(eq(refunds.checkoutId, checkoutId), eq(refunds.status, 'for_approval')));
    const refund = row?.refund;
    if (!refund || refund.reason !== 'duplicate' || refund.amount !== refund.expectedAmount) return null;
    const why = `Refunded automatically: an unambiguous duplicate. Transaction ${row.reference}'s bill was already paid, and the gateway took exactly its checkout's PHP ${centavosToPesos(refund.expectedAmount)} again.`;
    try {
      return await approve(refund.id, AUTOMATIC, why);
    } catch (err) {
      // Claimed meanwhile (another process, the treasury): that one goes on with it.
      if (err instanceof ConflictError) return null;
      throw err;
    }
  }

  /** One pass: duplicates whose automatic refund never started (the process stopped first). */
  async function refundWaitingDuplicates() {
    const cutoff = new Date(now().getTime() - AUTOMATIC_RETRY_AFTER_MS);
    const due = await db
      .select({ checkoutId: refunds.checkoutId })
      .from(refunds)
      .where(
        and(
          eq(refunds.reason, 'duplicate'),
          eq(refunds.status, 'for_approval'),
          lt(refunds.createdAt, cutoff),
        ),
      )
      .orderBy(asc(refunds.createdAt))
      .limit(50);
    for (const { checkoutId } of due) await refundDuplicate(checkoutId);
    return due.length;
  }

  /**
   * The treasury rejects a held payment's refund: the money is not returned (the gateway never
   * took it, it was settled otherwise), with the reason recorded. Only one still waiting for the
   * treasury (new, or failed at the gateway); the transaction keeps its status for the office.
   */
  async function reject(id: number, rejectedBy: string, reason: string): Promise<RefundStatus> {
    return db.transaction(async (tx) => {
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
      if (!refund) throw new NotFoundError(`No refund ${id}`);
      if (!APPROVABLE.includes(refund.status)) throw new ConflictError(`Refund ${id} is ${refund.status}`);
      const at = now();
      await tx
        .update(refunds)
        .set({ status: 'rejected', approvedBy: rejectedBy, approvedAt: at, decisionNote: reason })
        .where(eq(refunds.id, id));
      await recordPaymentAudit(tx, {
        transactionId: refund.transactionId,
        checkoutId: refund.checkoutId,
        refundId: id,
        action: 'refund_rejected',
        actor: rejectedBy,
        detail: `Refund not made, rejected by ${rejectedBy}: ${reason}`,
        at,
      });
      return 'rejected' as const;
    });
  }

  return { list, ofTransaction, approve, reject, refundDuplicate, refundWaitingDuplicates };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
