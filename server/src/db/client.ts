import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createPgNotifications, type Notifications } from './pg-notifications';
import { connectPgClient, createPgPool } from './pg-pool';
import { openPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of PGlite and node-postgres databases: services only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The handle inside `db.transaction(…)`. A function that must run inside one (it locks rows, or
 * its writes must commit with its caller's) takes a Tx, so a plain Db cannot be passed by mistake;
 * a Tx is also a Db, for helpers that run either way.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within the configured timeout. */
  ping(): Promise<void>;
  /** PostgreSQL: messages to the other instances on the same database (the embedded one has none). */
  notifications?: Notifications | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// address; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * PGlite in memory only: start from this dump of a data folder (`PGlite.dumpDataDir`, a tar file)
   * instead of an empty cluster. Tests load one already migrated (testing/test-database-snapshot.ts):
   * the migrations still run, and find nothing left to apply.
   */
  snapshot?: string | undefined;
  timeoutMs: number;
  poolSize: number;
  /**
   * PostgreSQL only: keep the tables, and drizzle's migration bookkeeping, in this schema instead
   * of `public` (created if missing). Tests give each file its own so parallel files never meet.
   */
  schema?: string | undefined;
  /**
   * PostgreSQL only: statements may run longer than timeoutMs (operator commands such as an import
   * of 100,000 bills). The portal leaves it off, so a hung database is a 503 within timeoutMs.
   */
  longQueries?: boolean | undefined;
}

/** The SQL migrations, in drizzle's folder layout. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: every instance takes the same advisory lock so only one migrates at a time.
const MIGRATION_LOCK = 7_245_001;

/** Opens PGlite or PostgreSQL and applies the SQL migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options.snapshot);
}

async function openPglite(dataDir: string, snapshot?: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : await lockDataDir(dataDir);
  let thread: Awaited<ReturnType<typeof openPgliteThread>>;
  try {
    thread = await openPgliteThread(dataDir, inMemory ? snapshot : undefined);
  } catch (err) {
    unlock();
    throw err;
  }
  // drizzle's PGlite driver, talking to PGlite on its own thread (db/pglite-thread.ts).
  const db = drizzlePglite({ client: thread.client as unknown as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await thread.close().finally(unlock);
    throw err;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await thread.client.query('select 1');
    },
    close: async () => {
      try {
        await thread.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const searchSchema = options.schema;
  if (searchSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(searchSchema)) {
    throw new Error(`invalid schema name '${searchSchema}': use lower-case letters, digits and _`);
  }
  // Migrations get a client of their own, without the request path's statement deadline: a
  // migration on a large table may rightly take longer than a request may.
  const client = await connectPgClient({ url, searchPath: searchSchema, timeoutMs: options.timeoutMs });
  try {
    const lockedDb = drizzlePg(client, { schema });
    await lockedDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      if (searchSchema) {
        await lockedDb.execute(sql.raw(`create schema if not exists "${searchSchema}"`));
        await withMigrationsIn(searchSchema, (folder) =>
          migratePg(lockedDb, { migrationsFolder: folder, migrationsSchema: searchSchema }),
        );
      } else {
        await migratePg(lockedDb, { migrationsFolder });
      }
    } finally {
      await lockedDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  const pool = createPgPool({
    url,
    searchPath: searchSchema,
    max: options.poolSize,
    timeoutMs: options.timeoutMs,
    longQueries: options.longQueries,
  });
  const db = drizzlePg(pool, { schema });
  const notifications = createPgNotifications({
    url,
    timeoutMs: options.timeoutMs,
    publishVia: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query({ text: 'select 1', query_timeout: options.timeoutMs } as pg.QueryConfig);
    },
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."table"`, which would point a
 * schema's tables at public's; a temporary copy of the migrations names the schema instead.
 */
async function withMigrationsIn(schemaName: string, migrate: (folder: string) => Promise<void>) {
  const folder = mkdtempSync(join(tmpdir(), 'bayan-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
      const text = readFileSync(join(folder, file), 'utf8');
      writeFileSync(join(folder, file), text.replaceAll('"public".', `"${schemaName}".`));
    }
    await migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
