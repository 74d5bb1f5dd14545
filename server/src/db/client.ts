import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of PGlite and node-postgres databases: services only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within the configured timeout. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// address; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  timeoutMs: number;
  poolSize: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: every instance takes the same advisory lock so only one migrates at a time.
const MIGRATION_LOCK = 7_245_001;

/** Opens PGlite or PostgreSQL and applies the SQL migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    // A database that does not answer must turn into a 503 quickly, not a hung request.
    connectionTimeoutMillis: options.timeoutMs,
    query_timeout: options.timeoutMs * 5,
  });
  // An idle client that loses its server emits 'error'; without a listener that would crash the process.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    const lockedDb = drizzlePg(client, { schema });
    await lockedDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(lockedDb, { migrationsFolder });
    } finally {
      await lockedDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query({ text: 'select 1', query_timeout: options.timeoutMs } as pg.QueryConfig);
    },
    close: () => pool.end(),
  };
}
