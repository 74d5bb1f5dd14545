import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvImportError } from '../../billing/csv-import/csv-import-error';
import type { Database } from '../../db/client';
import { ovrTickets } from '../../db/violations-fees-schema';
import { openTestDatabase } from '../../testing/test-database';
import { importOvrCsv } from './ovr-import';
import { ovrSubject } from './ovr-subject';
import { ovrTreasury } from './ovr-treasury';

// `import ovr <file.csv>`: the office's ordinance violation receipts, one row per ordinance
// violated; and the treasury's lines of one paid.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HEADER =
  'ovr_no,violator_name,violator_last_name,apprehended_at,place,plate_no,ordinance,violation,amount';
const ticket = async (ovrNo: string) =>
  (await database.db.select().from(ovrTickets).where(eq(ovrTickets.ovrNo, ovrNo)))[0];

async function problemsOf(text: string) {
  const err = await importOvrCsv(database.db, text, {}).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(CsvImportError);
  return (err as CsvImportError).problems;
}

describe('importOvrCsv', () => {
  it('makes one ticket of the rows sharing an ovr_no, its fines in file order, in centavos', async () => {
    const result = await importOvrCsv(
      database.db,
      [
        HEADER,
        'ovr-1,Ana  M. Santos,santos,2026-07-02 09:45,public market,nab 4321,ORD. 8 SEC. 4,loading zone,500.00',
        'ovr-1,Ana  M. Santos,santos,2026-07-02 09:45,public market,nab 4321,ORD. 8 SEC. 6,"sidewalk, obstructed",1000.50',
        // No plate: a littering ticket names no vehicle; the column may be left out entirely too.
        'ovr-2,Pedro Reyes,Reyes,2026-02-14T18:10:00+08:00,plaza,,ORD. 3,littering,500.00',
      ].join('\r\n'),
      {},
    );
    expect(result).toEqual({ tickets: 2, violations: 3, inserted: 2, updated: 0, keptPaid: 0 });
    expect(await ticket('OVR-1')).toMatchObject({
      violatorName: 'ANA M. SANTOS',
      violatorLastName: 'SANTOS',
      apprehendedAt: new Date('2026-07-02T01:45:00Z'),
      place: 'PUBLIC MARKET',
      plateNo: 'NAB 4321',
      violations: [
        { ordinance: 'ORD. 8 SEC. 4', violation: 'LOADING ZONE', amount: 50_000 },
        { ordinance: 'ORD. 8 SEC. 6', violation: 'SIDEWALK, OBSTRUCTED', amount: 100_050 },
      ],
      totalAmount: 150_050,
      paidTransactionId: null,
    });
    expect((await ticket('OVR-2'))?.plateNo).toBe('');
  });

  it('lists every bad row by line and writes nothing', async () => {
    const problems = await problemsOf(
      [
        HEADER,
        'ovr-9,Juan Cruz,Cruz,2026-07-02 09:45,market,,ORD. 1,a,0.00',
        'ovr-9,Juan Cruz,Santos,2026-07-02 09:45,market,,ORD. 1,b,100.00',
        'ovr-10,Juan Cruz,Cruz,yesterday,market,,ORD. 1,c,100',
        'ovr-11,Juan Cruz,Cruz,2026-07-02 09:45,market,,ORD. 1,d,100.00',
        'ovr-11,Juan Cruz,Cruz,2026-07-03 09:45,market,,ORD. 1,e,100.00',
      ].join('\n'),
    );
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4, 6]);
    expect(problems[1]?.message).toMatch(/violator_last_name: must be part of violator_name/);
    expect(problems[2]?.message).toMatch(/^amount: .*; apprehended_at: must be a date and time/);
    expect(problems[3]?.message).toMatch(/apprehended_at differ from line 5 of the same ovr_no/);
    expect(await ticket('OVR-9')).toBeUndefined();
    expect(await ticket('OVR-11')).toBeUndefined();
  });

  it('updates an unpaid ticket imported again and leaves a paid one as it was paid', async () => {
    const row = (no: string, amount: string) =>
      `${no},Lito Lim,Lim,2026-08-01 10:00,plaza,,ORD. 2,noise,${amount}`;
    await importOvrCsv(
      database.db,
      [HEADER, row('ovr-20', '500.00'), row('ovr-21', '500.00')].join('\n'),
      {},
    );
    await database.db.update(ovrTickets).set({ paidTransactionId: 0 }).where(eq(ovrTickets.ovrNo, 'OVR-21'));
    const again = await importOvrCsv(
      database.db,
      [HEADER, row('ovr-20', '750.00'), row('ovr-21', '750.00')].join('\n'),
      {},
    );
    expect(again).toMatchObject({ inserted: 0, updated: 1, keptPaid: 1 });
    expect((await ticket('OVR-20'))?.totalAmount).toBe(75_000);
    expect((await ticket('OVR-21'))?.totalAmount).toBe(50_000);
  });
});

describe("an ordinance violation receipt's collection lines", () => {
  const subject = ovrSubject({
    ticket_id: 1,
    ovr_no: 'OVR-1',
    soa_number: 'OVR-SOA-2026-000001',
    soa_expires_on: '2026-07-22',
    total_amount: 150_000,
    violations: [
      { ordinance: 'ORD. 8 SEC. 4', violation: 'LOADING ZONE', amount: 50_000 },
      { ordinance: 'ORD. 8 SEC. 6', violation: 'SIDEWALK', amount: 100_000 },
    ],
  });
  const paid = (amount: number) => ({
    id: 1,
    amount,
    description: '',
    transactionType: 'OVR PAYMENT',
    subject,
  });

  it('are a General Fund fine per ordinance violated, as its statement billed them', async () => {
    const [lines] = (await ovrTreasury.collectionLines?.(database.db, [paid(150_000)])) ?? [];
    expect(lines).toEqual([
      {
        nature: { en: 'Fine: LOADING ZONE (ORD. 8 SEC. 4)', fil: 'Multa: LOADING ZONE (ORD. 8 SEC. 4)' },
        fund: 'GF',
        amount: 50_000,
      },
      {
        nature: { en: 'Fine: SIDEWALK (ORD. 8 SEC. 6)', fil: 'Multa: SIDEWALK (ORD. 8 SEC. 6)' },
        fund: 'GF',
        amount: 100_000,
      },
    ]);
  });

  it('are one line of fines when they do not add up to what was paid', async () => {
    const [lines] = (await ovrTreasury.collectionLines?.(database.db, [paid(99_900)])) ?? [];
    expect(lines).toEqual([
      {
        nature: expect.objectContaining({ en: 'Fines and penalties (ordinance violation)' }),
        fund: 'GF',
        amount: 99_900,
      },
    ]);
  });
});
