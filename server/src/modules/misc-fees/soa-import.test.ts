import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soas } from '../../db/violations-fees-schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runImportCommand } from '../../cli/import-command';
import { soaImportKind } from './soa-import-kind';
import { CsvImportError } from '../../billing/csv-import/csv-import-error';
import { importSoaCsv } from './soa-import';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = 'soa_number,payor_name,bill_date,amount,office,description,expires_on';
const rowsFor = (prefix: string) => t.database.db.select().from(soas).where(eq(soas.office, prefix));

describe('import soa', () => {
  it('lists every bad row by line and writes nothing', async () => {
    const csv = [
      HEADER,
      'IMP-0001,MARIA CLARA,2026-01-05,1500.00,IMPORT TEST A,Permit,2026-02-05',
      'IMP-0002,,2026-01-05,1500.00,IMPORT TEST A,Permit,2026-02-05',
      'IMP-0003,JOSE,2026-02-30,1500.00,IMPORT TEST A,Permit,2026-03-05',
      'IMP-0004,JOSE,2026-01-05,15.5,IMPORT TEST A,Permit,2026-03-05',
      'IMP-0005,JOSE,2026-03-05,100.00,IMPORT TEST A,Permit,2026-01-05',
      'imp-0001,MARIA CLARA,2026-01-05,1500.00,IMPORT TEST A,Permit,2026-02-05',
      'IMP-0006,JOSE,2026-01-05',
    ].join('\n');
    const err = await importSoaCsv(t.database.db, csv).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CsvImportError);
    expect((err as CsvImportError).problems).toEqual([
      { line: 3, message: 'payor_name: Payor Name field is Required' },
      { line: 4, message: 'bill_date: not a calendar date' },
      { line: 5, message: 'amount: Amount must be in the format 1234.50' },
      { line: 6, message: 'expires_on: before bill_date' },
      { line: 7, message: 'the same SOA number as line 2' },
      { line: 8, message: 'has 3 fields, the header has 7' },
    ]);
    expect(await rowsFor('IMPORT TEST A')).toEqual([]);
  });

  it('imports good rows, and a re-import leaves a paid SOA as it was', async () => {
    const csv = (amount: string) =>
      [
        HEADER,
        `IMP-0101,maria  clara,2026-01-05,${amount},IMPORT TEST B,Permit,2026-02-05`,
        `IMP-0102,JOSE RIZAL,2026-01-05,${amount},IMPORT TEST B,Permit,2026-02-05`,
      ].join('\r\n');
    expect(await importSoaCsv(t.database.db, csv('1500.00'))).toEqual({ rows: 2, inserted: 2 });
    expect((await rowsFor('IMPORT TEST B')).map((r) => [r.soaNumber, r.payorName, r.amount])).toEqual([
      ['IMP-0101', 'MARIA CLARA', 150_000],
      ['IMP-0102', 'JOSE RIZAL', 150_000],
    ]);
    await t.database.db.update(soas).set({ paidTransactionId: 42 }).where(eq(soas.soaNumber, 'IMP-0101'));
    await importSoaCsv(t.database.db, csv('1750.00'));
    const after = await rowsFor('IMPORT TEST B');
    expect(after.map((r) => [r.soaNumber, r.amount, r.paidTransactionId])).toEqual([
      ['IMP-0101', 150_000, 42],
      ['IMP-0102', 175_000, null],
    ]);
  });

  it('is the CLI’s `import soa <file>`, printing line-numbered problems', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'soa-import-'));
    const file = join(dir, 'soas.csv');
    writeFileSync(file, `${HEADER}\nIMP-0201,ANA,2026-01-05,abc,IMPORT TEST C,Permit,2026-02-05\n`);
    const out: string[] = [];
    const err: string[] = [];
    const code = await runImportCommand(
      { db: t.database.db, kinds: [soaImportKind] },
      ['import', 'soa', file],
      (l) => out.push(l),
      (l) => err.push(l),
    );
    expect(code).toBe(1);
    expect(err).toEqual([
      `${file}:2: amount: Amount must be in the format 1234.50`,
      '1 bad row; nothing was imported',
    ]);
    expect(
      await runImportCommand(
        { db: t.database.db, kinds: [soaImportKind] },
        ['content', 'list'],
        () => {},
        () => {},
      ),
    ).toBeNull();
  });
});
