import { sql } from 'drizzle-orm';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Tx } from '../db/client';
import { documentSequences } from '../db/documents-schema';
import type { NumberSeries } from './document-kind';

/**
 * The next number of a series in the (Manila) year of `at`: `{prefix}-{year}-{000001}`. The
 * upsert increments under the row lock inside the caller's transaction, so a rolled-back issue
 * uses no number: no gaps, no repeats.
 */
export async function nextDocumentNumber(
  tx: Tx,
  { series, prefix }: NumberSeries,
  at: Date,
): Promise<string> {
  const { year } = manilaDateParts(at);
  const [row] = await tx
    .insert(documentSequences)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.year],
      set: { last: sql`${documentSequences.last} + 1` },
    })
    .returning({ last: documentSequences.last });
  if (!row) throw new Error('document sequence not advanced');
  return `${prefix}-${year}-${String(row.last).padStart(6, '0')}`;
}
