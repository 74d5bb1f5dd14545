import type { CollectionLine } from '@/domain/treasury/funds';
import type { Db } from '../db/client';
import type { BillKind } from './bill-kind';
import type { BillKindRegistry } from './bill-kind-registry';
import type { PaidTransaction } from './bill-treasury';

/**
 * The nature-of-collection lines of paid transactions, in their order, each asked of its kind in
 * one batch (BillTreasury.collectionLines); a kind that tells none reads as one General Fund line
 * of its transaction type. What the collections report, the Abstract and the e-receipt print.
 */
export async function collectionLinesOf(
  db: Db,
  kinds: Pick<BillKindRegistry, 'of'>,
  paid: readonly PaidTransaction[],
): Promise<CollectionLine[][]> {
  const out: CollectionLine[][] = paid.map(() => []);
  const byKind = new Map<BillKind | undefined, number[]>();
  paid.forEach((p, i) => {
    const kind = kinds.of(p.subject);
    byKind.set(kind, [...(byKind.get(kind) ?? []), i]);
  });
  for (const [kind, indexes] of byKind) {
    const batch = indexes.map((i) => paid[i] as PaidTransaction);
    const lines = kind?.collectionLines
      ? await kind.collectionLines(db, batch)
      : batch.map((p) => [
          {
            nature: { en: p.transactionType, fil: p.transactionType },
            fund: 'GF' as const,
            amount: p.amount,
          },
        ]);
    indexes.forEach((i, n) => (out[i] = lines[n] ?? []));
  }
  return out;
}
