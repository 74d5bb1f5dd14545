import { describe, expect, it } from 'vitest';
import { DEMO_CITY, PSGC_SAMPLE } from '../seed/demo-places';
import { normalizePsgc, packagedPsgc, readPsgcFolder, type RawPsgc } from './psgc-files';

const raw: RawPsgc = {
  regions: [
    { regCode: '13', regionName: 'National Capital Region (NCR)' },
    { regCode: '04', regionName: 'Region IV-A (CALABARZON)' },
    { regCode: '19', regionName: 'BARMM' },
  ],
  provinces: [
    { regCode: '04', provCode: '034', provName: 'Laguna ', cityClass: null },
    { regCode: '13', provCode: '806', provName: 'City of Manila', cityClass: 'HUC' },
  ],
  muncities: [
    { regCode: '04', provCode: '034', munCityCode: '03405', munCityName: 'City of  Calamba ' },
    // The same city again as a city, and one of its districts.
    { regCode: '13', provCode: '806', munCityCode: '80600', munCityName: 'City of Manila' },
    { regCode: '13', provCode: '806', munCityCode: '80601', munCityName: 'Tondo I/II' },
    // A municipality whose province is not listed.
    { regCode: '13', provCode: '817', munCityCode: '81701', munCityName: 'Pateros' },
    { regCode: '19', provCode: '999', munCityCode: '99901', munCityName: 'Kadayangan' },
  ],
  barangays: [{ regCode: '04', munCityCode: '03405', brgyCode: '03405001', brgyName: 'Bagong Kalsada ' }],
};

describe('normalizePsgc', () => {
  const tree = normalizePsgc(raw);
  const place = (code: string) => tree.places.find((p) => p.code === code);

  it('gives every place its 10-digit PSGC code and a trimmed name under its parent', () => {
    expect(place('0403405000')).toEqual({
      code: '0403405000',
      name: 'City of Calamba',
      level: 'municipality',
      parentCode: '0403400000',
    });
    expect(place('0403400000')).toMatchObject({
      name: 'Laguna',
      level: 'province',
      parentCode: '0400000000',
    });
    expect(tree.barangays).toEqual([
      { code: '0403405001', name: 'Bagong Kalsada', municipalityCode: '0403405000' },
    ]);
  });

  it('keeps a highly urbanised city once, as a city under its region, with its districts under it', () => {
    expect(tree.places.filter((p) => p.code === '1380600000')).toEqual([
      { code: '1380600000', name: 'City of Manila', level: 'municipality', parentCode: '1300000000' },
    ]);
    expect(place('1380601000')?.parentCode).toBe('1380600000');
  });

  it('hangs a lone municipality without a province from its region, and names the Special Geographic Area', () => {
    expect(place('1381701000')?.parentCode).toBe('1300000000');
    expect(place('1999900000')).toMatchObject({ name: 'Special Geographic Area', level: 'province' });
    expect(place('1999901000')?.parentCode).toBe('1999900000');
  });
});

describe('the packaged PSGC', () => {
  it('holds every place of the demo seed with the same code, name and parent', async () => {
    const tree = await readPsgcFolder(packagedPsgc().folder);
    const byCode = new Map(tree.places.map((p) => [p.code, p]));
    for (const sample of PSGC_SAMPLE) expect(byCode.get(sample.code)).toEqual(sample);
    expect(byCode.get(DEMO_CITY.parentCode ?? '')?.name).toBe('Laguna');
    expect(tree.places.filter((p) => p.level === 'region')).toHaveLength(18);
    expect(tree.barangays.length).toBeGreaterThan(42_000);
  });
});
