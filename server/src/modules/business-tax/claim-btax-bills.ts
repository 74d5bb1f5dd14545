import { inArray } from 'drizzle-orm';
import { claimRows } from '../../billing/claim-rows';
import type { Db, Tx } from '../../db/client';
import { btaxBills } from '../../db/billing-schema';
import { assertNotExpired } from './bill-expiry';
import { btaxBillIds } from './btax-subject';

/**
 * Settlement's hook for business tax: marks every bill of the subject paid by this transaction,
 * or none of them; false when another transaction already paid any of them (claim-rows.ts).
 */
export function claimBtaxBills(tx: Tx, subject: Record<string, unknown>, transactionId: number) {
  const rows = { table: btaxBills, id: btaxBills.id, paidBy: btaxBills.paidTransactionId };
  return claimRows(tx, rows, btaxBillIds(subject), transactionId);
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
