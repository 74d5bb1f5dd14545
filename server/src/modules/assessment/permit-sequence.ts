import { sql } from 'drizzle-orm';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Tx } from '../../db/client';
import { permitSequences } from '../../db/permits-schema';

/** What each kind of number starts with: BP-SOA-2026-000001, BP-2026-000001 (docs/fee-schedule.md). */
const PREFIX = { SOA: 'BP-SOA', PERMIT: 'BP' } as const;

/**
 * The next number of a kind in the (Manila) year of `at`. The upsert increments under the row
 * lock inside the caller's transaction: a rolled-back assessment or release uses no number.
 */
export async function nextPermitNumber(tx: Tx, kind: keyof typeof PREFIX, at: Date): Promise<string> {
  const { year } = manilaDateParts(at);
  const [row] = await tx
    .insert(permitSequences)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [permitSequences.kind, permitSequences.year],
      set: { last: sql`${permitSequences.last} + 1` },
    })
    .returning({ last: permitSequences.last });
  if (!row) throw new Error('permit sequence not advanced');
  return `${PREFIX[kind]}-${year}-${String(row.last).padStart(6, '0')}`;
}
