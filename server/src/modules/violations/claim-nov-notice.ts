import { eq, sum } from 'drizzle-orm';
import { claimRows } from '../../billing/claim-rows';
import type { Db, Tx } from '../../db/client';
import { novNotices, novViolations } from '../../db/violations-fees-schema';
import { ValidationError } from '../../http/http-errors';
import { novNoticeIdOf } from './nov-subject';

/**
 * Settlement's hook for notices of violation: marks the notice paid by this transaction, unless
 * another transaction paid it first (false: that money is refunded, never applied twice; a notice
 * deleted since billing is not there to be paid twice, and the payment stands: claim-rows.ts).
 */
export function claimNovNotice(tx: Tx, subject: Record<string, unknown>, transactionId: number) {
  const id = novNoticeIdOf(subject);
  const rows = { table: novNotices, id: novNotices.id, paidBy: novNotices.paidTransactionId };
  return claimRows(tx, rows, id === null ? [] : [id], transactionId);
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
