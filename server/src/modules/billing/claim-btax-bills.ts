import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { btaxBills } from '../../db/billing-schema';

/**
 * Settlement's hook for business tax: marks the bills of a transaction's subject
 * (`{ kind: 'btax_bill', bill_ids }`) paid by it, so lookups stop offering them. Bills already
 * paid keep their first transaction; returns how many were marked. Call inside the settlement
 * transaction.
 */
export async function markBtaxBillsPaid(
  db: Db,
  subject: Record<string, unknown>,
  transactionId: number,
): Promise<number> {
  if (subject.kind !== 'btax_bill') return 0;
  const ids = Array.isArray(subject.bill_ids)
    ? subject.bill_ids.filter((id): id is number => Number.isInteger(id))
    : Number.isInteger(subject.bill_id)
      ? [subject.bill_id as number]
      : [];
  if (ids.length === 0) return 0;
  const marked = await db
    .update(btaxBills)
    .set({ paidTransactionId: transactionId })
    .where(and(inArray(btaxBills.id, ids), isNull(btaxBills.paidTransactionId)))
    .returning({ id: btaxBills.id });
  return marked.length;
}

/**
 * Before a checkout opens: true when none of the subject's bills was paid meanwhile (two people
 * can bill the same BIN; whoever pays first settles it, and the other must not pay it again).
 */
export async function btaxBillsUnpaid(db: Db, subject: Record<string, unknown>): Promise<boolean> {
  if (subject.kind !== 'btax_bill') return true;
  const ids = Array.isArray(subject.bill_ids)
    ? subject.bill_ids.filter((id): id is number => Number.isInteger(id))
    : Number.isInteger(subject.bill_id)
      ? [subject.bill_id as number]
      : [];
  if (ids.length === 0) return true;
  const paid = await db
    .select({ id: btaxBills.id })
    .from(btaxBills)
    .where(and(inArray(btaxBills.id, ids), isNotNull(btaxBills.paidTransactionId)));
  return paid.length === 0;
}
