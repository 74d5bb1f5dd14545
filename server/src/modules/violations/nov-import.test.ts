import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { novNotices, novViolations } from '../../db/violations-fees-schema';
import { openTestDatabase } from '../../testing/test-database';
import { hashNovPin, hashStoredNovPins, novPinKeyFrom } from './nov-pin-hash';
import { CsvImportError } from '../../billing/csv-import/csv-import-error';
import { importNovCsv } from './nov-import';
import { parseIssuedAt } from './nov-import-rows';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const pinKey = novPinKeyFrom(undefined);
const HEADER = 'nov_no,pin,plate_no,issued_at,violation_name,violation_article,violation_amount';
const noticeCount = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(novNotices))[0]?.n;

async function problemsOf(text: string) {
  const err = await importNovCsv(database.db, text, { pinKey }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(CsvImportError);
  return (err as CsvImportError).problems;
}

async function noticeWith(novNo: string) {
  const [notice] = await database.db.select().from(novNotices).where(eq(novNotices.novNo, novNo));
  if (!notice) return undefined;
  const violations = await database.db
    .select({ name: novViolations.name, article: novViolations.article, amount: novViolations.amount })
    .from(novViolations)
    .where(eq(novViolations.noticeId, notice.id))
    .orderBy(asc(novViolations.position));
  return { ...notice, violations };
}

describe('importNovCsv', () => {
  it('makes one notice of the rows sharing an nov_no, its violations in file order, in centavos', async () => {
    const result = await importNovCsv(
      database.db,
      [
        // Columns in any order; text upper-cased; Manila time unless an offset is written.
        'pin,nov_no,plate_no,issued_at,violation_name,violation_article,violation_amount',
        '1234,111-22-3333-0000001,nbc 1234,2026-03-14 08:30,no helmet,RA 10054,1500.00',
        '1234,111-22-3333-0000001,nbc 1234,2026-03-14 08:30,"beating the red light, again",ORD. 5,500.50',
        '9876,111-22-3333-0000002,XYZ 1,2026-03-15T09:00:00Z,ILLEGAL PARKING,ORD. 8,1000.00',
      ].join('\r\n'),
      { pinKey },
    );
    expect(result).toEqual({ notices: 2, violations: 3, inserted: 2, updated: 0, keptPaid: 0 });
    expect(await noticeWith('111-22-3333-0000001')).toMatchObject({
      // The file's PIN is never kept: only its keyed hash (issue 25).
      pin: null,
      pinHash: hashNovPin(pinKey, '111-22-3333-0000001', '1234'),
      plateNo: 'NBC 1234',
      issuedAt: new Date('2026-03-14T00:30:00Z'),
      paidTransactionId: null,
      violations: [
        { name: 'NO HELMET', article: 'RA 10054', amount: 150_000 },
        { name: 'BEATING THE RED LIGHT, AGAIN', article: 'ORD. 5', amount: 50_050 },
      ],
    });
    expect((await noticeWith('111-22-3333-0000002'))?.issuedAt).toEqual(new Date('2026-03-15T09:00:00Z'));
  });

  it('lists every bad row with its line number and writes nothing', async () => {
    const before = await noticeCount();
    const problems = await problemsOf(
      [
        HEADER,
        '222-22-2222-0000001,1111,ABC 1,2026-03-14 08:30,NO HELMET,RA 10054,1500.00',
        ',1111,ABC 1,2026-03-14 08:30,NO HELMET,RA 10054,1500.00',
        '222-22-2222-0000002,,ABC 2,2026-02-30 08:30,NO HELMET,RA 10054,15',
        '222-22-2222-0000001,2222,ABC 9,2026-03-14 08:30,NO HELMET,RA 10054,100.00',
        '222-22-2222-0000003,3333,ABC 3,2026-03-14 08:30,NO HELMET,RA 10054,0.00',
        '222-22-2222-0000004,4444,ABC 4',
      ].join('\n'),
    );
    expect(problems).toEqual([
      { line: 3, message: 'nov_no: NOV Number field is Required' },
      {
        line: 4,
        message: expect.stringMatching(
          /^pin: PIN field is Required; violation_amount: .*; issued_at: must be a date/,
        ),
      },
      { line: 5, message: 'pin, plate_no differ from line 2 of the same nov_no' },
      { line: 6, message: 'violation_amount: must be more than 0.00' },
      { line: 7, message: 'has 3 fields, the header has 7' },
    ]);
    expect(await noticeCount()).toBe(before);
    expect(await noticeWith('222-22-2222-0000001')).toBeUndefined();
  });

  it('refuses a header with a missing or unknown column on line 1', async () => {
    expect(
      await problemsOf('nov_no,pin,plate_no,issued_at,violation_name,violation_amount,colour\n'),
    ).toEqual([{ line: 1, message: 'unknown column(s) colour; missing column(s) violation_article' }]);
  });

  it('replaces an unpaid notice on re-import and leaves a paid one as it was paid', async () => {
    const file = (amount: string) =>
      [
        HEADER,
        `333-33-3333-0000001,1111,ABC 1,2026-03-14 08:30,NO HELMET,RA 10054,${amount}`,
        `333-33-3333-0000002,2222,ABC 2,2026-03-14 08:30,NO HELMET,RA 10054,${amount}`,
      ].join('\n');
    await importNovCsv(database.db, file('100.00'), { pinKey });
    await database.db
      .update(novNotices)
      .set({ paidTransactionId: 42 })
      .where(eq(novNotices.novNo, '333-33-3333-0000002'));
    expect(await importNovCsv(database.db, file('250.00'), { pinKey })).toEqual({
      notices: 2,
      violations: 1,
      inserted: 0,
      updated: 1,
      keptPaid: 1,
    });
    expect((await noticeWith('333-33-3333-0000001'))?.violations).toEqual([
      { name: 'NO HELMET', article: 'RA 10054', amount: 25_000 },
    ]);
    expect(await noticeWith('333-33-3333-0000002')).toMatchObject({
      paidTransactionId: 42,
      violations: [{ amount: 10_000 }],
    });
    const all = await database.db
      .select()
      .from(novViolations)
      .innerJoin(novNotices, eq(novNotices.id, novViolations.noticeId))
      .where(inArray(novNotices.novNo, ['333-33-3333-0000001', '333-33-3333-0000002']));
    expect(all).toHaveLength(2);
  });
});

describe('hashStoredNovPins (migration 0020)', () => {
  it('replaces the plain PINs stored before it with their keyed hashes, once', async () => {
    await database.db.insert(novNotices).values([
      { novNo: '444-00-0000-0000001', pin: '2468', plateNo: 'OLD 1', issuedAt: new Date() },
      { novNo: '444-00-0000-0000002', pin: '1357', plateNo: 'OLD 2', issuedAt: new Date() },
    ]);
    expect(await hashStoredNovPins(database.db, pinKey)).toBe(2);
    expect(await noticeWith('444-00-0000-0000001')).toMatchObject({
      pin: null,
      pinHash: hashNovPin(pinKey, '444-00-0000-0000001', '2468'),
    });
    const plain = await database.db.execute(
      sql`select count(*)::int as n from nov_notices where pin is not null`,
    );
    expect(JSON.stringify(plain)).toContain('"n":0');
    expect(await hashStoredNovPins(database.db, pinKey)).toBe(0);
  });
});

describe('parseIssuedAt', () => {
  it('reads Manila time unless an offset is written, and refuses dates that do not exist', () => {
    expect(parseIssuedAt('2026-03-14 08:30')).toEqual(new Date('2026-03-14T00:30:00Z'));
    expect(parseIssuedAt('2026-03-14T23:59:59+00:00')).toEqual(new Date('2026-03-14T23:59:59Z'));
    expect(parseIssuedAt('2026-02-29 08:30')).toBeNull();
    expect(parseIssuedAt('14/03/2026 08:30')).toBeNull();
    expect(parseIssuedAt('2026-03-14')).toBeNull();
  });
});
