import { citizenships, lineBusinesses } from '../../db/schema';
import type { Db } from '../../db/client';

/**
 * The LGU's lists a definition names (REMOTE_OPTION_LISTS), read from the same tables the §7.4
 * look-ups serve, so a value the web offered is a value the server accepts.
 */
export async function loadRemoteOptions(db: Db): Promise<(name: string) => readonly string[] | undefined> {
  const [citizenshipRows, lineRows] = await Promise.all([
    db.select({ name: citizenships.name }).from(citizenships),
    db.select({ name: lineBusinesses.name }).from(lineBusinesses),
  ]);
  const lists: Record<string, readonly string[]> = {
    citizenships: citizenshipRows.map((r) => r.name),
    'line-businesses': lineRows.map((r) => r.name),
  };
  return (name) => lists[name];
}
