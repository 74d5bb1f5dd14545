import type { Db, Tx } from '../../db/client';
import type { ImportPace } from './import-pace';

/**
 * Writes checked rows in batches of `size` inside one database transaction (all or nothing),
 * reporting progress after each batch; `write` upserts one batch and answers how many were new.
 * Returns how many were new in all.
 */
export function writeInBatches<T>(
  db: Db,
  rows: readonly T[],
  { size, pace }: { size: number; pace: ImportPace },
  write: (tx: Tx, batch: T[]) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let from = 0; from < rows.length; from += size) {
      inserted += await write(tx, rows.slice(from, from + size));
      await pace.batch('written', from, Math.min(from + size, rows.length));
    }
    return inserted;
  });
}
