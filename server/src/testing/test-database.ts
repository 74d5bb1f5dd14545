import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { readEnv } from '../env';
import { migratedSnapshot } from './test-database-snapshot';

/**
 * One database per test file (PGlite starts in ~3 s and holds ~0.5 GB, so never one per test):
 * an in-memory PGlite, loaded from the run's migrated snapshot when there is one, or, when DATABASE_URL is set (the PostgreSQL run), a fresh schema of
 * that database unique to this file, dropped again by `close()`.
 */
export async function openTestDatabase(): Promise<Database & { reopen?: () => Promise<Database> }> {
  const url = readEnv().DATABASE_URL;
  const timeouts = { timeoutMs: 5_000, poolSize: 4 };
  if (!url) return openDatabase({ dataDir: 'memory://', snapshot: migratedSnapshot(), ...timeouts });

  // Parallel test files (and parallel CI jobs on one server) each get their own schema.
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url, dataDir: 'memory://', schema, ...timeouts });
  let closed = false;
  return {
    ...database,
    /** A second pool on the same schema: another instance of the portal on the same PostgreSQL. */
    reopen: () => openDatabase({ url, dataDir: 'memory://', schema, ...timeouts }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      } finally {
        await database.close();
      }
    },
  };
}
