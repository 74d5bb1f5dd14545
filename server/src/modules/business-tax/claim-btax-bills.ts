import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { btaxBills } from '../../db/billing-schema';
import { assertNotExpired } from './bill-expiry';
import { btaxBillIds } from './btax-subject';

/**
 * Settlement's hook for business tax: marks every bill of the subject paid by this transaction,
 * or none of them. Returns false when another transaction already paid any of them (that money
 * is then refunded, never applied twice). The bill rows are locked, so two payments of one bill
 * settling at once are decided one after the other. Call inside the settlement transaction.
 */
export async function claimBtaxBills(
  tx: Tx,
  subject: Record<string, unknown>,
  transactionId: number,
): Promise<boolean> {
  const ids = btaxBillIds(subject);
  if (ids.length === 0) return true;
  const rows = await tx
    .select({ id: btaxBills.id, paidBy: btaxBills.paidTransactionId })
    .from(btaxBills)
    .where(inArray(btaxBills.id, ids))
    .orderBy(btaxBills.id)
    .for('update');
  if (rows.some((row) => row.paidBy !== null && row.paidBy !== transactionId)) return false;
  await tx.update(btaxBills).set({ paidTransactionId: transactionId }).where(inArray(btaxBills.id, ids));
  return true;
}

/**
 * Before a checkout opens: true when none of the subject's bills was paid meanwhile (two people
 * can bill the same BIN; whoever pays first settles it, and the other must not pay it again). A
 * bill that expired since it was billed is refused with a 422 saying what to do next: the amount
 * billed no longer counts all its surcharge and interest (docs/decisions.md).
 */
export async function btaxBillsUnpaid(db: Db, subject: Record<string, unknown>, now: Date): Promise<boolean> {
  const ids = btaxBillIds(subject);
  if (ids.length === 0) return true;
  const bills = await db.select().from(btaxBills).where(inArray(btaxBills.id, ids));
  if (bills.some((b) => b.paidTransactionId !== null)) return false;
  assertNotExpired(bills, now);
  return true;
}
