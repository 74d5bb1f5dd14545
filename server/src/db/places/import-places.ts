import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { barangays, places, settings } from '../schema';
import type { PsgcTree } from './psgc-files';

/** What an import changed; a second import of the same data changes nothing (all zeros). */
export interface PlacesImportCounts {
  inserted: number;
  updated: number;
  /** Places and barangays no longer in the PSGC: out of the lists, still readable by code. */
  unlisted: number;
}

/** The setting that records which PSGC the places came from (`ensurePlaces` reads it). */
export const PLACES_SOURCE_KEY = 'places_source';

// The import owns the 10-digit PSGC codes and the demo's old made-up ones; any other code (an
// LGU's own barangays, the demo city) is left alone.
const PSGC_CODE = sql`~ '^[0-9]{10}$'`;
const BATCH = 2_000;

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/**
 * Loads the PSGC into `places` and `barangays` in one transaction: new codes are added, a renamed
 * or moved place is updated in place (codes and barangay ids stay, so profiles keep pointing at
 * them), and a code the PSGC dropped is unlisted rather than deleted.
 */
export async function importPlaces(
  db: Db,
  tree: PsgcTree,
  { source, retiredCodes = [] }: { source: string; retiredCodes?: readonly string[] },
): Promise<PlacesImportCounts> {
  return db.transaction(async (tx) => {
    const counts: PlacesImportCounts = { inserted: 0, updated: 0, unlisted: 0 };
    const tally = (rows: { inserted: boolean }[]) => {
      for (const row of rows) counts[row.inserted ? 'inserted' : 'updated'] += 1;
    };
    // xmax = 0 only on a freshly inserted row; an unchanged row is not touched, so not returned.
    const inserted = sql<boolean>`xmax = 0`;
    for (const batch of chunks(tree.places)) {
      tally(
        await tx
          .insert(places)
          .values(batch.map((p) => ({ ...p, listed: true })))
          .onConflictDoUpdate({
            target: places.code,
            set: {
              name: sql`excluded.name`,
              level: sql`excluded.level`,
              parentCode: sql`excluded.parent_code`,
              listed: true,
            },
            setWhere: sql`(${places.name}, ${places.level}, ${places.parentCode}, ${places.listed}) is distinct from (excluded.name, excluded.level, excluded.parent_code, true)`,
          })
          .returning({ inserted }),
      );
    }
    for (const batch of chunks(tree.barangays)) {
      tally(
        await tx
          .insert(barangays)
          .values(batch.map((b) => ({ ...b, listed: true })))
          .onConflictDoUpdate({
            target: barangays.code,
            set: {
              name: sql`excluded.name`,
              municipalityCode: sql`excluded.municipality_code`,
              listed: true,
            },
            setWhere: sql`(${barangays.name}, ${barangays.municipalityCode}, ${barangays.listed}) is distinct from (excluded.name, excluded.municipality_code, true)`,
          })
          .returning({ inserted }),
      );
    }
    counts.unlisted += await unlist(
      tx,
      'places',
      tree.places.map((p) => p.code),
      retiredCodes,
    );
    counts.unlisted += await unlist(
      tx,
      'barangays',
      tree.barangays.map((b) => b.code),
      [],
    );
    await tx
      .insert(settings)
      .values({ key: PLACES_SOURCE_KEY, value: source })
      .onConflictDoUpdate({ target: settings.key, set: { value: source } });
    return counts;
  });
}

/** Unlists the PSGC codes of `table` missing from `kept`, and the `retired` codes. */
async function unlist(tx: Tx, table: 'places' | 'barangays', kept: string[], retired: readonly string[]) {
  const t = table === 'places' ? places : barangays;
  const keep = new Set(kept);
  const listed = await tx
    .select({ code: t.code })
    .from(t)
    .where(and(eq(t.listed, true), sql`${t.code} ${PSGC_CODE}`));
  const gone = [...listed.map((r) => r.code).filter((code) => !keep.has(code)), ...retired];
  let count = 0;
  for (const batch of chunks(gone)) {
    const rows = await tx
      .update(t)
      .set({ listed: false })
      .where(and(eq(t.listed, true), inArray(t.code, batch)))
      .returning({ code: t.code });
    count += rows.length;
  }
  return count;
}
