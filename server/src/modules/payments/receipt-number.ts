import { sql } from 'drizzle-orm';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Tx } from '../../db/client';
import { receiptSequences } from '../../db/payments-schema';

/**
 * The next official receipt number of the payment's (Manila) year, e.g. OR-2026-000001. The
 * upsert increments under the row lock, inside the settlement's transaction: numbers of rolled
 * back settlements are never used, so there are no gaps and no repeats.
 */
export async function nextReceiptNumber(tx: Tx, paidAt: Date): Promise<string> {
  const { year } = manilaDateParts(paidAt);
  const [row] = await tx
    .insert(receiptSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptSequences.year, set: { last: sql`${receiptSequences.last} + 1` } })
    .returning({ last: receiptSequences.last });
  if (!row) throw new Error('receipt sequence not advanced');
  return `OR-${year}-${String(row.last).padStart(6, '0')}`;
}
