import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import { readEnv } from '../env';
import { importKinds } from '../import-kinds';
import { runImportCommand } from './import-command';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'bayan-import-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.close();
});

const HEADER = 'bin,year,period,amount,account_name';
const good = (i: number) => `200-00-0000-${String(i).padStart(7, '0')},2024,${i % 5},100.00,STORE ${i}`;

async function run(flavour: string, lines: string[]) {
  const file = join(dir, `${flavour}-${lines.length}.csv`);
  writeFileSync(file, lines.join('\n'));
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImportCommand(
    { db: database.db, kinds: importKinds(readEnv({})) },
    ['import', 'btax', flavour, file],
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err, file };
}

const billCount = async () =>
  (await database.db.execute(sql`select count(*)::int as n from btax_bills`)) as unknown as {
    rows: { n: number }[];
  };

describe('npm run cli -- import btax', () => {
  it('imports a file and, run again, updates the same bills', async () => {
    const lines = [HEADER, good(1), good(2), good(3)];
    const first = await run('api', lines);
    expect(first.code).toBe(0);
    expect(first.out[0]).toMatch(/^imported 3 API bills \(3 new, 0 updated\) in \d+\.\d s$/);
    const again = await run('api', lines);
    expect(again.out[0]).toMatch(/^imported 3 API bills \(0 new, 3 updated\)/);
  });

  it('lists the first 50 bad rows with their line numbers, counts the rest and writes nothing', async () => {
    const before = (await billCount()).rows[0]?.n;
    const bad = Array.from({ length: 60 }, (_, i) => `BAD-${i},2024,1,100.00,STORE`);
    const { code, err, file, out } = await run('csv', [HEADER, good(10), ...bad]);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(52);
    expect(err[0]).toMatch(new RegExp(`^${file.replaceAll('\\', '\\\\')}:3: bin: `));
    expect(err[49]).toContain(':52: ');
    expect(err[50]).toBe('… and 10 more bad rows');
    expect(err[51]).toBe('60 bad rows; nothing was imported');
    expect((await billCount()).rows[0]?.n).toBe(before);
  });

  it('names the line of an unclosed quote', async () => {
    const { code, err } = await run('manual', [HEADER, good(20), '"200-00-0000-0000021,2024,1,1.00,X']);
    expect(code).toBe(1);
    expect(err[0]).toContain('line 3: a quoted field is never closed; nothing was imported');
  });

  it('explains its usage for an unknown flavour', async () => {
    const err: string[] = [];
    const code = await runImportCommand(
      { db: database.db, kinds: importKinds(readEnv({})) },
      ['import', 'btax', 'xml'],
      () => {},
      (l) => err.push(l),
    );
    expect(code).toBe(2);
    expect(err[0]).toBe('usage: import btax <api|csv|manual> <file.csv>');
    expect(
      await runImportCommand(
        { db: database.db, kinds: importKinds(readEnv({})) },
        ['content', 'list'],
        () => {},
        () => {},
      ),
    ).toBeNull();
  });
});
