import { and, asc, eq, isNull } from 'drizzle-orm';
import { centavosToPesos } from '@/domain/money/centavos';
import { allows, TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { Db } from '../../db/client';
import { checkouts, refunds, transactionHistories } from '../../db/payments-schema';
import { ConflictError, invalidField, NotFoundError } from '../../http/http-errors';
import { withValues } from '../../http/i18n/server-messages';
import { recordPaymentAudit } from './payment-audit';
import { REFUND_REQUEST_MESSAGES as M } from './refund-request.messages';

const FIELD = 'transaction_history_id';

/**
 * `POST /api/v1/taxpayers/gcash_refund` (§7.3; docs/decisions.md "Refunds of what the office
 * cannot serve"): the payer of a transaction paid online that the office then rejected asks for
 * the money back. The payment the gateway settled is held for refund (`unservable`, the whole
 * amount it took) and the transaction moves to FOR REFUND APPROVAL; the treasury approves it in
 * its refunds queue, and the gateway adapter's refund returns the money. Once per payment; only the
 * payer's own transaction (404 otherwise); a transaction paid at the office is refunded there.
 */
export async function requestRefund(db: Db, taxpayerId: number, transactionId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [txn] = await tx
      .select()
      .from(transactionHistories)
      .where(and(eq(transactionHistories.id, transactionId), eq(transactionHistories.taxpayerId, taxpayerId)))
      .for('update');
    if (!txn) throw new NotFoundError('Transaction not found');
    const [asked] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.transactionId, txn.id), eq(refunds.reason, 'unservable')));
    if (asked) throw new ConflictError(M.alreadyAsked);
    if (txn.paidAt === null) throw invalidField(FIELD, M.notPaid);
    if (!allows('requestRefund', txn.status))
      throw new ConflictError(withValues(M.notRejected, { status: txn.status }));
    // The checkout that settled it: paid at the gateway, not posted at the office, and not a
    // payment already held for refund (a second payment of it).
    const [settled] = await tx
      .select({ checkout: checkouts })
      .from(checkouts)
      .leftJoin(refunds, eq(refunds.checkoutId, checkouts.id))
      .where(and(eq(checkouts.transactionId, txn.id), eq(checkouts.status, 'paid'), isNull(refunds.id)))
      .orderBy(asc(checkouts.updatedAt));
    if (!settled) throw invalidField(FIELD, M.notPaid);
    const { checkout } = settled;
    if (checkout.collectedBy !== null) throw invalidField(FIELD, M.paidAtOffice);
    const [refund] = await tx
      .insert(refunds)
      .values({
        transactionId: txn.id,
        checkoutId: checkout.id,
        gateway: checkout.gateway,
        reason: 'unservable',
        // What the gateway took, fee included: the LGU could not serve what was paid for.
        amount: checkout.amount,
        currency: 'PHP',
        expectedAmount: checkout.amount,
        status: 'for_approval',
        createdAt: now,
      })
      .returning();
    if (!refund) throw new Error('refund not recorded');
    await tx
      .update(transactionHistories)
      .set({ status: TRANSACTION_ACTIONS.requestRefund.to, updatedAt: now })
      .where(and(eq(transactionHistories.id, txn.id), eq(transactionHistories.status, txn.status)));
    await recordPaymentAudit(tx, {
      transactionId: txn.id,
      checkoutId: checkout.id,
      refundId: refund.id,
      action: 'refund_asked',
      actor: `taxpayer:${String(taxpayerId)}`,
      detail: `The payer asked for the refund of PHP ${centavosToPesos(checkout.amount)}: the office rejected the application after it was paid (${txn.status}). Waiting for the treasury's approval.`,
      at: now,
    });
    return refund;
  });
}
