import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { soas } from '../../db/violations-fees-schema';
import { soaIdOf } from './soa-subject';
import { assertSoaPayable } from './soa-state';

/**
 * Settlement's hook for statements of account: marks the SOA paid by this transaction only if no
 * transaction paid it yet. False when another did (that money is then held for refund, never
 * applied twice). The row is locked, so two payments settling at once are decided in turn.
 */
export async function claimSoa(tx: Tx, subject: Record<string, unknown>, transactionId: number) {
  const id = soaIdOf(subject);
  if (id === null) return true;
  const [row] = await tx
    .select({ paidBy: soas.paidTransactionId })
    .from(soas)
    .where(eq(soas.id, id))
    .for('update');
  if (!row) return true;
  if (row.paidBy !== null) return row.paidBy === transactionId;
  await tx
    .update(soas)
    .set({ paidTransactionId: transactionId })
    .where(and(eq(soas.id, id), isNull(soas.paidTransactionId)));
  return true;
}

/**
 * Before a checkout opens: false when another transaction paid the SOA meanwhile; a 422 saying
 * what to do next when it expired since it was billed (the office must issue a new one).
 */
export async function soaUnpaid(db: Db, subject: Record<string, unknown>, now: Date): Promise<boolean> {
  const id = soaIdOf(subject);
  if (id === null) return true;
  const [row] = await db.select().from(soas).where(eq(soas.id, id));
  if (!row) return true;
  if (row.paidTransactionId !== null) return false;
  assertSoaPayable(row, now);
  return true;
}
