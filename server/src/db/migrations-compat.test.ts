import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../testing/test-database';

/**
 * A rolling release migrates while instances of the previous version still serve (docs/migrations.md):
 * the schema after the new migrations must still take every statement the old code sends. Drizzle
 * names its columns in every select and insert, so the old code keeps working when every table and
 * column of the previous schema is still there with its type, and every column it does not know of
 * fills itself in (nullable, or with a default). Migrations up to BASELINE predate the rule.
 */
const BASELINE = 18;
const folder = fileURLToPath(new URL('./migrations', import.meta.url));

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  default?: unknown;
}
type Tables = Record<string, { name: string; columns: Record<string, Column> }>;

const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const snapshot = (idx: number): Tables =>
  (
    JSON.parse(readFileSync(`${folder}/meta/${String(idx).padStart(4, '0')}_snapshot.json`, 'utf8')) as {
      tables: Tables;
    }
  ).tables;
/**
 * The migration before `idx` in the journal: numbers are handed to branches before they merge,
 * so one may be missing for a while (0023 before 0022 lands).
 */
const previous = (idx: number) => Math.max(...journal.entries.map((e) => e.idx).filter((i) => i < idx));
const sqlOf = (idx: number) => {
  const tag = journal.entries.find((e) => e.idx === idx)?.tag ?? '';
  return readFileSync(`${folder}/${tag}.sql`, 'utf8');
};
/** A contract migration says so on its first line, and why the previous release no longer needs what it drops. */
const isContract = (idx: number) => /^-- contract: \S/.test(sqlOf(idx));
const plainType = (type: string) => ({ serial: 'integer', bigserial: 'bigint' })[type] ?? type;

/** What an instance built on `before` would meet in `after` and fail on. */
function breaks(before: Tables, after: Record<string, Record<string, { type: string; fills: boolean }>>) {
  const problems: string[] = [];
  for (const table of Object.values(before)) {
    const now = after[table.name];
    if (!now) {
      problems.push(`table ${table.name} is gone`);
      continue;
    }
    for (const column of Object.values(table.columns)) {
      const found = now[column.name];
      if (!found) problems.push(`${table.name}.${column.name} is gone`);
      else if (found.type !== plainType(column.type))
        problems.push(`${table.name}.${column.name} changed type: ${column.type} → ${found.type}`);
    }
    for (const [name, column] of Object.entries(now)) {
      if (!(name in table.columns) && !column.fills)
        problems.push(`${table.name}.${name} is new, NOT NULL and without a default: the old inserts fail`);
    }
  }
  return problems;
}

const columnsOf = (tables: Tables) =>
  Object.fromEntries(
    Object.values(tables).map((t) => [
      t.name,
      Object.fromEntries(
        Object.values(t.columns).map((c) => [
          c.name,
          { type: plainType(c.type), fills: !c.notNull || c.default !== undefined || /serial/.test(c.type) },
        ]),
      ),
    ]),
  );

describe('migrations a rolling release can run', () => {
  const last = Math.max(...journal.entries.map((e) => e.idx));

  it.each(journal.entries.filter((e) => e.idx > BASELINE).map((e) => [e.tag, e.idx] as const))(
    '%s keeps the previous schema working (or is marked a contract step)',
    (_tag, idx) => {
      if (isContract(idx)) return;
      expect(breaks(snapshot(previous(idx)), columnsOf(snapshot(idx)))).toEqual([]);
    },
  );

  it('finds a dropped column, a changed type and a new NOT NULL column without a default', () => {
    const before: Tables = {
      t: {
        name: 't',
        columns: {
          a: { name: 'a', type: 'text', notNull: false },
          b: { name: 'b', type: 'integer', notNull: true },
        },
      },
    };
    const after = { t: { b: { type: 'text', fills: false }, c: { type: 'text', fills: false } } };
    expect(breaks(before, after)).toEqual([
      't.a is gone',
      't.b changed type: integer → text',
      't.c is new, NOT NULL and without a default: the old inserts fail',
    ]);
  });

  describe('on the database the migrations built', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it('the previous migration’s schema still finds every table and column, and every new column fills itself in', async () => {
      if (isContract(last)) return;
      // current_schema(): the test file's own schema on PostgreSQL, public on PGlite.
      const result = await database.db.execute(sql`
        select table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = current_schema()`);
      const live: Record<string, Record<string, { type: string; fills: boolean }>> = {};
      for (const row of (result as unknown as { rows: Record<string, string | null>[] }).rows) {
        const table = (live[row.table_name ?? ''] ??= {});
        table[row.column_name ?? ''] = {
          type: row.data_type ?? '',
          fills: row.is_nullable === 'YES' || row.column_default !== null,
        };
      }
      expect(breaks(snapshot(previous(last)), live)).toEqual([]);
    });
  });
});

// Every migration file is in the journal: one left out would never run.
it('every migration file is in the journal', () => {
  const files = readdirSync(folder).filter((f) => f.endsWith('.sql'));
  expect(files.map((f) => f.replace(/\.sql$/, '')).sort()).toEqual(journal.entries.map((e) => e.tag).sort());
});
