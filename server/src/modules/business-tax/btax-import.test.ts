import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { btaxBills } from '../../db/billing-schema';
import { openTestDatabase } from '../../testing/test-database';
import { CsvImportError } from '../../billing/csv-import/csv-import-error';
import { importBtaxCsv } from './btax-import';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HEADER = 'bin,year,period,amount,account_name,owner_name,total_amount,mode_of_payment_1';
const row = (i: number, amount = '1500.25') =>
  `100-00-0000-${String(i).padStart(7, '0')},2024,${i % 5},${amount},"STORE ${i}, INC.",OWNER ${i},${amount},QUARTERLY`;

const countOf = async (source: 'API' | 'CSV' | 'MANUAL') =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(btaxBills)
      .where(eq(btaxBills.source, source))
  )[0]?.n;

describe('importBtaxCsv', () => {
  it('imports 100,000 rows in under a minute', async () => {
    const text = [HEADER, ...Array.from({ length: 100_000 }, (_, i) => row(i))].join('\n');
    const progress: string[] = [];
    const started = performance.now();
    const result = await importBtaxCsv(database.db, 'API', text, {
      onProgress: (stage, rows) => progress.push(`${stage} ${rows}`),
    });
    const seconds = (performance.now() - started) / 1000;
    console.info(`imported 100,000 rows in ${seconds.toFixed(1)} s`);
    expect(result).toEqual({ rows: 100_000, inserted: 100_000, updated: 0 });
    expect(seconds).toBeLessThan(60);
    expect(progress).toContain('checked 50000');
    expect(progress).toContain('written 100000');
    expect(await countOf('API')).toBe(100_000);
  }, 120_000);

  it('updates on re-import by (source, bin, year, period) and keeps a paid bill paid', async () => {
    await database.db
      .update(btaxBills)
      .set({ paidTransactionId: 42 })
      .where(and(eq(btaxBills.source, 'API'), eq(btaxBills.bin, '100-00-0000-0000001')));
    const result = await importBtaxCsv(
      database.db,
      'API',
      [HEADER, row(1, '99.00'), row(100_001)].join('\r\n'),
    );
    expect(result).toEqual({ rows: 2, inserted: 1, updated: 1 });
    const [bill] = await database.db.select().from(btaxBills).where(eq(btaxBills.bin, '100-00-0000-0000001'));
    expect(bill).toMatchObject({ amount: 9_900, paidTransactionId: 42, extra: { total_amount: 9_900 } });
  });

  it('keeps each flavour apart', async () => {
    await importBtaxCsv(database.db, 'MANUAL', `${HEADER},type\n${row(1)},renewal`);
    const [bill] = await database.db.select().from(btaxBills).where(eq(btaxBills.source, 'MANUAL'));
    expect(bill).toMatchObject({
      bin: '100-00-0000-0000001',
      accountName: 'STORE 1, INC.',
      extra: { type: 'RENEWAL' },
    });
  });

  it('refuses unknown and missing columns on line 1', async () => {
    const error = await importBtaxCsv(database.db, 'CSV', 'bin,year,amount,acount_name\n').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CsvImportError);
    expect((error as CsvImportError).problems).toEqual([
      { line: 1, message: 'unknown column(s) acount_name; missing column(s) period, account_name' },
    ]);
  });

  it('reports every bad row by line and writes nothing', async () => {
    const text = [
      HEADER,
      row(7),
      '12-34,2024,1,100.00,A,,,', // bad BIN
      row(8, '100.5'), // one decimal
      '100-00-0000-0000009,1969,5,1.00,A,,,', // year and period out of range
      row(7), // the same bill as line 2
      'too,few',
    ].join('\n');
    const error = (await importBtaxCsv(database.db, 'CSV', text).catch((e: unknown) => e)) as CsvImportError;
    expect(error.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7]);
    expect(error.problems[0]?.message).toContain('bin: Business Identification Number (BIN)');
    expect(error.problems[1]?.message).toMatch(/^amount: .*1234\.50/);
    expect(error.problems[2]?.message).toMatch(/year: .*; period: /);
    expect(error.problems[3]?.message).toBe('the same bill as line 2');
    expect(error.problems[4]?.message).toBe('has 2 fields, the header has 8');
    expect(await countOf('CSV')).toBe(0);
  });
});
