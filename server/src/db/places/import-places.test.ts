import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../client';
import { barangays, places } from '../schema';
import { importPlaces } from './import-places';
import type { PsgcTree } from './psgc-files';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  // An LGU's own place and an old made-up demo code, both outside the PSGC.
  await database.db.insert(places).values([
    { code: 'BDC', name: 'Bayan Demo City', level: 'municipality', parentCode: '0403400000' },
    { code: 'R04A', name: 'Region IV-A (CALABARZON)', level: 'region' },
  ]);
  await database.db.insert(barangays).values({ code: 'BDC-001', name: 'Poblacion', municipalityCode: 'BDC' });
});
afterAll(() => database.close());

const tree = (): PsgcTree => ({
  places: [
    { code: '0400000000', name: 'Region IV-A (CALABARZON)', level: 'region', parentCode: null },
    { code: '0403400000', name: 'Laguna', level: 'province', parentCode: '0400000000' },
    { code: '0403405000', name: 'City of Calamba', level: 'municipality', parentCode: '0403400000' },
  ],
  barangays: [
    { code: '0403405001', name: 'Bagong Kalsada', municipalityCode: '0403405000' },
    { code: '0403405002', name: 'Banadero', municipalityCode: '0403405000' },
  ],
});
const run = (data: PsgcTree) => importPlaces(database.db, data, { source: 'test', retiredCodes: ['R04A'] });
const barangay = async (code: string) =>
  (await database.db.select().from(barangays).where(eq(barangays.code, code)))[0];
const place = async (code: string) =>
  (await database.db.select().from(places).where(eq(places.code, code)))[0];

describe('importPlaces', () => {
  it('adds the PSGC, unlists the retired demo codes and leaves the LGU’s own places alone', async () => {
    expect(await run(tree())).toEqual({ inserted: 5, updated: 0, unlisted: 1 });
    expect(await place('R04A')).toMatchObject({ listed: false });
    expect(await place('BDC')).toMatchObject({ listed: true, parentCode: '0403400000' });
    expect(await barangay('BDC-001')).toMatchObject({ listed: true });
  });

  it('changes nothing when run again', async () => {
    const before = await database.db.select().from(barangays).orderBy(barangays.code);
    expect(await run(tree())).toEqual({ inserted: 0, updated: 0, unlisted: 0 });
    expect(await database.db.select().from(barangays).orderBy(barangays.code)).toEqual(before);
  });

  it('renames a barangay in place, so the id and code a profile holds stay valid', async () => {
    const id = (await barangay('0403405002'))?.id;
    const renamed = tree();
    renamed.barangays[1] = { code: '0403405002', name: 'Bañadero', municipalityCode: '0403405000' };
    expect(await run(renamed)).toEqual({ inserted: 0, updated: 1, unlisted: 0 });
    expect(await barangay('0403405002')).toEqual({
      id,
      code: '0403405002',
      name: 'Bañadero',
      municipalityCode: '0403405000',
      listed: true,
    });
  });

  it('unlists a barangay the PSGC dropped, keeps it readable, and lists it again when it returns', async () => {
    const dropped = tree();
    dropped.barangays.pop();
    expect(await run(dropped)).toEqual({ inserted: 0, updated: 0, unlisted: 1 });
    expect(await barangay('0403405002')).toMatchObject({ name: 'Bañadero', listed: false });
    expect(await run(tree())).toEqual({ inserted: 0, updated: 1, unlisted: 0 });
    expect(await barangay('0403405002')).toMatchObject({ name: 'Banadero', listed: true });
  });
});
