import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { findNotice } from './find-notice';
import { importNovCsv } from './nov-import';
import { novPinKeyFrom } from './nov-pin-hash';

const pinKey = novPinKeyFrom(undefined);
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  // Many notices, so the index is used as it would be on a real roll.
  const rows = Array.from(
    { length: 2_000 },
    (_, i) =>
      `444-44-4444-${String(i).padStart(7, '0')},${1000 + i},ABC ${i},2026-03-14 08:30,NO HELMET,RA 10054,500.00`,
  );
  await importNovCsv(
    database.db,
    ['nov_no,pin,plate_no,issued_at,violation_name,violation_article,violation_amount', ...rows].join('\n'),
    { pinKey },
  );
});
afterAll(() => database.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe('findNotice', () => {
  it('finds a notice by number and PIN only', async () => {
    expect(await findNotice(database.db, pinKey, '444-44-4444-0000007', '1007')).toMatchObject({
      plateNo: 'ABC 7',
      totalAmount: 50_000,
    });
    expect(await findNotice(database.db, pinKey, '444-44-4444-0000007', '1008')).toBeNull();
    expect(await findNotice(database.db, pinKey, '444-44-4444-9999999', '1007')).toBeNull();
  });

  it('takes as long for a wrong PIN as for an unknown number', async () => {
    const wrongPin: number[] = [];
    const unknown: number[] = [];
    const time = async (into: number[], novNo: string) => {
      const started = performance.now();
      expect(await findNotice(database.db, pinKey, novNo, '0000')).toBeNull();
      into.push(performance.now() - started);
    };
    // Interleaved, so a pause of the machine slows both alike.
    for (let i = 0; i < 300; i++) {
      await time(wrongPin, `444-44-4444-${String(i).padStart(7, '0')}`);
      await time(unknown, `444-44-4444-${String(10_000 + i).padStart(7, '0')}`);
    }
    const [a, b] = [median(wrongPin), median(unknown)];
    console.info(`median look-up: wrong PIN ${a.toFixed(3)} ms, unknown number ${b.toFixed(3)} ms`);
    // The difference of one fetched row, against a database round trip of a few hundred µs.
    expect(Math.abs(a - b)).toBeLessThan(Math.max(a, b) * 0.25);
  }, 60_000);
});
