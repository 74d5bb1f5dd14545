import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterIndex } from '@/domain/property-tax/quarter-index';
import type { Database } from '../../db/client';
import { rptPaidQuarters, rptProperties } from '../../db/property-tax-schema';
import { openTestDatabase } from '../../testing/test-database';
import { CsvImportError } from '../../billing/csv-import/csv-import-error';
import { importRptCsv } from './rpt-import';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date('2026-11-10T02:00:00Z');
const HEADER =
  'owner_id,owner_name,pin,new_pin,arp_no,barangay,survey_no,kind,classification,assessed_value,paid_through';
const row = (i: number, overrides: Partial<Record<string, string>> = {}) => {
  const r = {
    owner_id: `IMP${String(i).padStart(6, '0')}`,
    owner_name: `Owner ${i}`,
    pin: `120-01-001-001-${String(i).padStart(3, '0')}`,
    new_pin: '',
    arp_no: `AR-01-${i}`,
    barangay: 'San Isidro',
    survey_no: `PSD-${i}`,
    kind: 'land',
    classification: 'residential',
    assessed_value: '100000.00',
    paid_through: '2025-4',
    ...overrides,
  };
  return Object.values(r).join(',');
};
const byPin = async (pin: string) =>
  (await database.db.select().from(rptProperties).where(eq(rptProperties.pin, pin)))[0];
const problemsOf = async (text: string) => {
  const err = await importRptCsv(database.db, text, { now: NOW }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(CsvImportError);
  return (err as CsvImportError).problems;
};

describe('importRptCsv', () => {
  it('loads a roll: pesos as centavos, text upper-cased, paid_through as a quarter', async () => {
    const result = await importRptCsv(
      database.db,
      [HEADER, row(1), row(2, { paid_through: '' })].join('\n'),
      {
        now: NOW,
      },
    );
    expect(result).toEqual({ rows: 2, inserted: 2, updated: 0 });
    expect(await byPin('120-01-001-001-001')).toMatchObject({
      ownerId: 'IMP000001',
      ownerName: 'OWNER 1',
      kind: 'LAND',
      classification: 'RESIDENTIAL',
      assessedValue: 10_000_000,
      importedPaidThrough: quarterIndex(2025, 4),
      newPin: null,
    });
    expect((await byPin('120-01-001-001-002'))?.importedPaidThrough).toBeNull();
  });

  it('lists every bad row with its line number and writes nothing', async () => {
    const text = [
      HEADER,
      row(10),
      row(11, { owner_id: 'SHORT' }),
      row(12, { assessed_value: '100000' }),
      row(13, { kind: 'HOUSE', paid_through: '2025-5' }),
      row(14, { pin: '12-34' }),
      row(10, { owner_name: 'Again' }),
      'IMP000015,ONLY,THREE',
    ].join('\n');
    const problems = await problemsOf(text);
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(problems[0]?.message).toContain('owner_id');
    expect(problems[1]?.message).toContain('assessed_value');
    expect(problems[2]?.message).toMatch(/kind.*paid_through/);
    expect(problems[3]?.message).toContain('pin: must look like');
    expect(problems[4]?.message).toBe('the same PIN as line 2');
    expect(problems[5]?.message).toBe('has 3 fields, the header has 11');
    expect(await byPin('120-01-001-001-010')).toBeUndefined();
  });

  it('refuses a header without every column, naming the missing ones on line 1', async () => {
    const problems = await problemsOf('owner_id,pin\nX,Y');
    expect(problems).toEqual([{ line: 1, message: expect.stringContaining('missing column(s) owner_name') }]);
  });

  it('updates a property by PIN on re-import, never un-paying a quarter paid through the portal', async () => {
    await importRptCsv(database.db, [HEADER, row(20, { paid_through: '2025-4' })].join('\n'), { now: NOW });
    const property = await byPin('120-01-001-001-020');
    if (!property) throw new Error('not imported');
    await database.db
      .insert(rptPaidQuarters)
      .values(
        [1, 2].map((quarter) => ({ propertyId: property.id, year: 2026, quarter, transactionId: 999 })),
      );
    // A roll exported before those payments reached the assessor, with a new assessed value.
    const again = await importRptCsv(
      database.db,
      [
        HEADER,
        row(20, { paid_through: '2025-4', assessed_value: '120000.00', owner_name: 'New Owner' }),
      ].join('\n'),
      { now: NOW },
    );
    expect(again).toEqual({ rows: 1, inserted: 0, updated: 1 });
    expect(await byPin('120-01-001-001-020')).toMatchObject({
      id: property.id,
      assessedValue: 12_000_000,
      ownerName: 'NEW OWNER',
    });
    const paid = await database.db
      .select()
      .from(rptPaidQuarters)
      .where(eq(rptPaidQuarters.propertyId, property.id));
    expect(paid.map((p) => p.quarter).sort()).toEqual([1, 2]);
  });
});
