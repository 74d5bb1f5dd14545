import { describe, expect, it } from 'vitest';
import { comparePlaces } from './place-order';

const region = (name: string, code: string) => ({ name, code, level: 'region' });
const city = (name: string, code: string) => ({ name, code, level: 'municipality' });
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('comparePlaces', () => {
  it('lists regions by number, as the PSA does (Region V before Region IX)', () => {
    const regions = [
      region('Bangsamoro Autonomous Region In Muslim Mindanao (BARMM)', '1900000000'),
      region('Cordillera Administrative Region (CAR)', '1400000000'),
      region('MIMAROPA Region', '1700000000'),
      region('National Capital Region (NCR)', '1300000000'),
      region('Negros Island Region (NIR)', '1800000000'),
      region('Region I (Ilocos Region)', '0100000000'),
      region('Region II (Cagayan Valley)', '0200000000'),
      region('Region IV-A (CALABARZON)', '0400000000'),
      region('Region IX (Zamboanga Peninsula)', '0900000000'),
      region('Region V (Bicol Region)', '0500000000'),
      region('Region VI (Western Visayas)', '0600000000'),
      region('Region VII (Central Visayas)', '0700000000'),
      region('Region X (Northern Mindanao)', '1000000000'),
      region('Region XIII (Caraga)', '1600000000'),
    ];
    expect(names([...regions].sort(comparePlaces))).toEqual([
      'National Capital Region (NCR)',
      'Cordillera Administrative Region (CAR)',
      'Region I (Ilocos Region)',
      'Region II (Cagayan Valley)',
      'Region IV-A (CALABARZON)',
      'MIMAROPA Region',
      'Region V (Bicol Region)',
      'Region VI (Western Visayas)',
      'Negros Island Region (NIR)',
      'Region VII (Central Visayas)',
      'Region IX (Zamboanga Peninsula)',
      'Region X (Northern Mindanao)',
      'Region XIII (Caraga)',
      'Bangsamoro Autonomous Region In Muslim Mindanao (BARMM)',
    ]);
  });

  it('files a city under its own name: "City of Tagbilaran" under T', () => {
    const cities = [
      city('Valencia', '0701247000'),
      city('City of Tagbilaran', '0701242000'),
      city('Alburquerque', '0701201000'),
      city('Tagbilaran East', '0701299000'),
      city('Candijay', '0701213000'),
      city('Dauis', '0701217000'),
    ];
    expect(names([...cities].sort(comparePlaces))).toEqual([
      'Alburquerque',
      'Candijay',
      'Dauis',
      'City of Tagbilaran',
      'Tagbilaran East',
      'Valencia',
    ]);
  });
});
