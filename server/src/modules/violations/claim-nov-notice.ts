import { eq, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { novNotices, novViolations } from '../../db/violations-fees-schema';
import { ValidationError } from '../../http/http-errors';
import { novNoticeIdOf } from './nov-subject';

/**
 * Settlement's hook for notices of violation: marks the notice paid by this transaction, unless
 * another transaction paid it first (false: that money is refunded, never applied twice). The
 * notice row is locked, so two payments settling at once are decided one after the other. Call
 * inside the settlement transaction.
 */
export async function claimNovNotice(
  tx: Tx,
  subject: Record<string, unknown>,
  transactionId: number,
): Promise<boolean> {
  const id = novNoticeIdOf(subject);
  if (id === null) return true;
  const [row] = await tx
    .select({ paidBy: novNotices.paidTransactionId })
    .from(novNotices)
    .where(eq(novNotices.id, id))
    .for('update');
  // A notice deleted since billing is not there to be paid twice; the payment stands.
  if (!row) return true;
  if (row.paidBy !== null) return row.paidBy === transactionId;
  await tx.update(novNotices).set({ paidTransactionId: transactionId }).where(eq(novNotices.id, id));
  return true;
}

/**
 * Before a checkout opens: true while nobody paid the notice. A notice whose violations were
 * re-imported with another total since it was billed is refused with a 422 saying what to do.
 */
export async function novNoticeUnpaid(db: Db, subject: Record<string, unknown>): Promise<boolean> {
  const id = novNoticeIdOf(subject);
  if (id === null) return true;
  const [row] = await db
    .select({ paidBy: novNotices.paidTransactionId })
    .from(novNotices)
    .where(eq(novNotices.id, id));
  if (!row) return true;
  if (row.paidBy !== null) return false;
  const [total] = await db
    .select({ amount: sum(novViolations.amount) })
    .from(novViolations)
    .where(eq(novViolations.noticeId, id));
  if (Number(total?.amount ?? 0) !== subject.total_amount) {
    throw new ValidationError({
      nov_no: [
        'This notice of violation was changed after it was billed. Please cancel this transaction and search the notice again.',
      ],
    });
  }
  return true;
}
