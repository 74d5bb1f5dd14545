import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';

const SNAPSHOT_ENV = 'BAYAN_TEST_PGLITE_SNAPSHOT';

/**
 * vitest's global set-up for the server tests: one PGlite cluster, migrated once, dumped to a
 * file the test files then start from. Each file used to run initdb and every migration itself:
 * seconds per file, most of the server tests' time on PGlite. The migrations still run at each
 * open (openDatabase) and find nothing to apply; migrations-compat.test.ts checks them one by one.
 */
export default async function setUpSnapshot(): Promise<() => void> {
  // On PostgreSQL (test:pg) each file migrates a schema of its own instead.
  if (process.env.DATABASE_URL) return () => undefined;
  const folder = mkdtempSync(join(tmpdir(), 'bayan-test-db-'));
  const file = join(folder, 'migrated.tar');
  const pglite = new PGlite('memory://');
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  // Inherited by the test workers, which start after the global set-up.
  process.env[SNAPSHOT_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The run's migrated snapshot, if the global set-up made one (a file run alone may not have). */
export function migratedSnapshot(): string | undefined {
  const file = process.env[SNAPSHOT_ENV];
  return file && existsSync(file) ? file : undefined;
}
