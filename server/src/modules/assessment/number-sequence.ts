import { sql } from 'drizzle-orm';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Tx } from '../../db/client';
import { permitSequences } from '../../db/permits-schema';

/** What each series numbers, and what follows the kind's prefix: BP-SOA-2026-000001, BP-2026-000001. */
const SERIES = { SOA: '-SOA', PERMIT: '' } as const;

/**
 * The next number of a series in the (Manila) year of `at`, after the kind's prefix (its
 * definition's `numberPrefix`, docs/fee-schedule.md). One counter per series and year for every
 * kind: numbers never repeat across kinds, and the counters kept before kinds had prefixes go on.
 * The upsert increments under the row lock inside the caller's transaction: a rolled-back
 * assessment or release uses no number.
 */
export async function nextNumber(
  tx: Tx,
  series: keyof typeof SERIES,
  prefix: string,
  at: Date,
): Promise<string> {
  const { year } = manilaDateParts(at);
  const [row] = await tx
    .insert(permitSequences)
    .values({ kind: series, year, last: 1 })
    .onConflictDoUpdate({
      target: [permitSequences.kind, permitSequences.year],
      set: { last: sql`${permitSequences.last} + 1` },
    })
    .returning({ last: permitSequences.last });
  if (!row) throw new Error('number sequence not advanced');
  return `${prefix}${SERIES[series]}-${year}-${String(row.last).padStart(6, '0')}`;
}
