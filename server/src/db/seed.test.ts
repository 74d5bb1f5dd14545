import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import * as schema from './schema';
import { seedDemo } from './seed';
import { DEMO_MODULES } from './seed/demo-modules';

const tables = Object.values(schema as Record<string, unknown>).filter((x): x is PgTable => is(x, PgTable));

let database: Database;
let firstSeed: boolean;
beforeAll(async () => {
  database = await openTestDatabase();
  firstSeed = await seedDemo(database.db);
});
afterAll(() => database.close());

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[getTableName(table)] = await database.db.$count(table);
  return counts;
}

describe('the test database', () => {
  it('is the PostgreSQL that DATABASE_URL names, or else an embedded PGlite', () => {
    expect(database.kind).toBe(readEnv().DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('the demo catalogue', () => {
  // Every module type of the §2.8 routing table, plus BTAX and NOV which route by name.
  const MODULE_TYPES = [
    'T_BPLS',
    'BPLS',
    'EBPLS',
    'MVOPS',
    'SCMS',
    'CDL',
    'PSA',
    'OHP',
    'HC',
    'OP',
    'OVRS',
    'PC',
  ];
  const MORE_TYPES = ['RPTAX', 'EHELP', 'RPT', 'BTAX', 'NOV'];

  it('holds every module type of §2.8', async () => {
    const modules = await database.db.select().from(schema.systemModules);
    expect(modules.map((m) => m.name)).toEqual(expect.arrayContaining([...MODULE_TYPES, ...MORE_TYPES]));
  });

  it('mixes active, inactive and coming-soon modules in both categories', async () => {
    const modules = await database.db.select().from(schema.systemModules);
    expect(modules.some((m) => m.isActive && !m.isComingSoon)).toBe(true);
    expect(modules.some((m) => !m.isActive)).toBe(true);
    expect(modules.some((m) => m.isActive && m.isComingSoon)).toBe(true);
    expect(new Set(modules.map((m) => m.category))).toEqual(new Set(['E-Government', 'E-Services']));
  });

  it('describes each module in English and Filipino and gives it transaction types', async () => {
    const modules = await database.db.select().from(schema.systemModules);
    for (const m of modules) {
      expect(m.description, m.name).not.toBe('');
      expect(m.descriptionFilipino, m.name).not.toBe('');
      const statuses = await database.db
        .select()
        .from(schema.applicationStatuses)
        .where(eq(schema.applicationStatuses.systemModuleId, m.id));
      expect(statuses.length, m.name).toBeGreaterThan(0);
    }
  });
});

describe('seedDemo', () => {
  it('seeds the first time and does nothing the second', async () => {
    expect(firstSeed).toBe(true);
    const before = await rowCounts();
    expect(await seedDemo(database.db)).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });

  it('does not duplicate rows when an interrupted seed runs again', async () => {
    const before = await rowCounts();
    // Without its marker the seed runs every insert again; each must skip existing rows.
    await database.db.delete(schema.settings).where(eq(schema.settings.key, 'seeded_demo_at'));
    expect(await seedDemo(database.db)).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves id sequences past the seeded ids so later inserts succeed', async () => {
    const [row] = await database.db
      .insert(schema.systemModules)
      .values({ name: 'NEW_MODULE', description: 'New', descriptionFilipino: 'Bago', category: 'E-Services' })
      .returning();
    expect(row?.id).toBeGreaterThan(Math.max(...DEMO_MODULES.map((m) => m.id)));
  });
});
