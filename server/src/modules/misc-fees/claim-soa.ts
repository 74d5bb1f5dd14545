import { eq } from 'drizzle-orm';
import { claimRows } from '../../billing/claim-rows';
import type { Db, Tx } from '../../db/client';
import { soas } from '../../db/violations-fees-schema';
import { soaIdOf } from './soa-subject';
import { assertSoaPayable } from './soa-state';

/**
 * Settlement's hook for statements of account: marks the SOA paid by this transaction only if no
 * transaction paid it yet; false when another did (claim-rows.ts).
 */
export function claimSoa(tx: Tx, subject: Record<string, unknown>, transactionId: number) {
  const id = soaIdOf(subject);
  const rows = { table: soas, id: soas.id, paidBy: soas.paidTransactionId };
  return claimRows(tx, rows, id === null ? [] : [id], transactionId);
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
