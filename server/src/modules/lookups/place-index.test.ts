import { describe, expect, it } from 'vitest';
import { buildPlaceIndex } from './place-index';

const place = (
  code: string,
  name: string,
  level: 'region' | 'province' | 'municipality',
  parentCode: string | null,
) => ({
  code,
  name,
  level,
  parentCode,
  listed: true,
});
const index = buildPlaceIndex(
  [
    place('0400000000', 'Region IV-A (CALABARZON)', 'region', null),
    place('1300000000', 'National Capital Region (NCR)', 'region', null),
    place('0403400000', 'Laguna', 'province', '0400000000'),
    place('0403428000', 'City of Santa Rosa', 'municipality', '0403400000'),
    place('0403405000', 'City of Calamba', 'municipality', '0403400000'),
    place('1380600000', 'City of Manila', 'municipality', '1300000000'),
    place('1380601000', 'Tondo I/II', 'municipality', '1380600000'),
    place('1380300000', 'City of Makati', 'municipality', '1300000000'),
  ],
  [
    { id: 2, code: '0403405002', name: 'Banadero', municipalityCode: '0403405000', listed: true },
    { id: 1, code: '0403405001', name: 'Bagong Kalsada', municipalityCode: '0403405000', listed: true },
  ],
);
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('buildPlaceIndex', () => {
  it('lists regions, a province’s cities and a city’s barangays by name', () => {
    expect(names(index.places('region'))).toEqual([
      'National Capital Region (NCR)',
      'Region IV-A (CALABARZON)',
    ]);
    // A city under its own name: Calamba, then Santa Rosa.
    expect(names(index.places('municipality', '0403400000'))).toEqual([
      'City of Calamba',
      'City of Santa Rosa',
    ]);
    expect(names(index.barangays('0403405000'))).toEqual(['Bagong Kalsada', 'Banadero']);
    expect(index.barangays('0000000000')).toEqual([]);
  });

  it('offers a city of no province among its region’s provinces, then as its own city', () => {
    expect(names(index.places('province', '1300000000'))).toEqual(['City of Makati', 'City of Manila']);
    expect(names(index.places('municipality', '1380300000'))).toEqual(['City of Makati']);
    expect(names(index.places('municipality', '1380600000'))).toEqual(['City of Manila', 'Tondo I/II']);
    expect(names(index.places('province', '0400000000'))).toEqual(['Laguna']);
  });
});
