import type { PlaceRow } from '../places/psgc-files';

const LAGUNA = '0403400000';

/**
 * The demo city: made up, so its code is not a PSGC code and the PSGC import leaves it (and its
 * barangays, DEMO_BARANGAYS) alone. It sits in Laguna.
 */
export const DEMO_CITY: PlaceRow = {
  code: 'BDC',
  name: 'Bayan Demo City',
  level: 'municipality',
  parentCode: LAGUNA,
};

/**
 * A few places of the PSGC, with its codes and names, that the demo seed writes: the tests' places
 * (they do not load all 42,000 barangays), and the parents of the demo city. The portal's start
 * then imports the whole PSGC over them (server/src/db/places/ensure-places.ts).
 */
export const PSGC_SAMPLE: PlaceRow[] = [
  ...(
    [
      ['1300000000', 'National Capital Region (NCR)'],
      ['1400000000', 'Cordillera Administrative Region (CAR)'],
      ['0100000000', 'Region I (Ilocos Region)'],
      ['0200000000', 'Region II (Cagayan Valley)'],
      ['0300000000', 'Region III (Central Luzon)'],
      ['0400000000', 'Region IV-A (CALABARZON)'],
      ['1700000000', 'MIMAROPA Region'],
      ['0500000000', 'Region V (Bicol Region)'],
      ['0600000000', 'Region VI (Western Visayas)'],
      ['1800000000', 'Negros Island Region (NIR)'],
      ['0700000000', 'Region VII (Central Visayas)'],
      ['0800000000', 'Region VIII (Eastern Visayas)'],
      ['0900000000', 'Region IX (Zamboanga Peninsula)'],
      ['1000000000', 'Region X (Northern Mindanao)'],
      ['1100000000', 'Region XI (Davao Region)'],
      ['1200000000', 'Region XII (SOCCSKSARGEN)'],
      ['1600000000', 'Region XIII (Caraga)'],
      ['1900000000', 'Bangsamoro Autonomous Region In Muslim Mindanao (BARMM)'],
    ] as const
  ).map(([code, name]): PlaceRow => ({ code, name, level: 'region', parentCode: null })),
  { code: LAGUNA, name: 'Laguna', level: 'province', parentCode: '0400000000' },
  { code: '0403405000', name: 'City of Calamba', level: 'municipality', parentCode: LAGUNA },
  { code: '0403428000', name: 'City of Santa Rosa', level: 'municipality', parentCode: LAGUNA },
  // A highly urbanised city: listed among its region's provinces, and as its own city.
  { code: '1380300000', name: 'City of Makati', level: 'municipality', parentCode: '1300000000' },
];

/**
 * The made-up codes the demo used before the PSGC (R04A, P-LAG …): the import unlists them, so
 * they leave the lists, but a profile saved with one still reads.
 */
export const RETIRED_DEMO_PLACE_CODES: readonly string[] = [
  ...['R01', 'R02', 'R03', 'R04A', 'R04B', 'R05', 'R06', 'R07', 'R08', 'R09', 'R10', 'R11', 'R12', 'R13'],
  ...['NCR', 'CAR', 'BARMM'],
  ...['P-MM', 'P-LAG', 'P-CAV', 'P-BTG', 'P-RIZ', 'P-PAM', 'P-BUL', 'P-CEB', 'P-DVS'],
  ...['M-CAL', 'M-STR', 'M-SPB', 'M-MNL', 'M-QC', 'M-MKT', 'M-PSG', 'M-BAC', 'M-IMS', 'M-BTC', 'M-LPA'],
  ...['M-ANT', 'M-ANG', 'M-CSF', 'M-MLS', 'M-CEB', 'M-DVO'],
];
