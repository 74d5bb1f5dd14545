import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/** A table of bills a transaction pays: its id column and the column naming the transaction. */
export interface BillRows {
  table: PgTable;
  id: PgColumn;
  paidBy: PgColumn;
}

/**
 * The common claim (BillKind.claim) of a kind whose bills are rows with a `paid_transaction_id`:
 * marks every row of `ids` paid by the transaction, or none, inside the settlement's database
 * transaction. False when another transaction already paid any of them (that money is held for
 * refund, never applied twice). The rows are locked in id order, so two payments of one bill
 * settling at once are decided one after the other; a row deleted since billing is not there to
 * be paid twice, and the payment stands.
 */
export async function claimRows(
  tx: Tx,
  bills: BillRows,
  ids: readonly number[],
  transactionId: number,
): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await tx
    .select({ paidBy: bills.paidBy })
    .from(bills.table)
    .where(inArray(bills.id, [...ids]))
    .orderBy(bills.id)
    .for('update');
  if (rows.some((row) => row.paidBy !== null && row.paidBy !== transactionId)) return false;
  await tx.execute(
    sql`update ${bills.table} set ${sql.identifier(bills.paidBy.name)} = ${transactionId} where ${and(inArray(bills.id, [...ids]), isNull(bills.paidBy))}`,
  );
  return true;
}
