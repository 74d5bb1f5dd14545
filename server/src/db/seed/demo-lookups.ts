/** Barangays of the demo city: [code, name]. */
export const DEMO_BARANGAYS: [string, string][] = [
  ['BDC-001', 'Bagong Silang'],
  ['BDC-002', 'Poblacion'],
  ['BDC-003', 'San Roque'],
  ['BDC-004', 'Santa Cruz'],
  ['BDC-005', 'Malinis'],
  ['BDC-006', 'Maligaya'],
  ['BDC-007', 'Riverside'],
  ['BDC-008', 'Mabuhay'],
  ['BDC-009', 'Sampaguita'],
  ['BDC-010', 'Bayanihan'],
];
export const DEMO_MUNICIPALITY_CODE = 'BDC';

/** Offices and their fees: [office, [account title, name, centavos (0 = payer enters it)]]. */
export const DEMO_OFFICES: [string, [string, string, number][]][] = [
  [
    "City Treasurer's Office",
    [
      ['CERTIFIED TRUE COPY', 'Certified true copy of a document', 5000],
      ['STATEMENT OF ACCOUNT', 'Statement of account payment', 0],
      ['OTHER TREASURY FEES', 'Other fees assessed by the treasury', 0],
    ],
  ],
  [
    "City Engineer's Office",
    [
      ['BUILDING INSPECTION FEE', 'Building inspection', 150000],
      ['EXCAVATION PERMIT FEE', 'Excavation permit', 100000],
    ],
  ],
  [
    'City Health Office',
    [
      ['SANITARY PERMIT FEE', 'Sanitary permit', 30000],
      ['MEDICAL CERTIFICATE FEE', 'Medical certificate', 10000],
    ],
  ],
];

export const DEMO_ORGANIZATION_TYPES = [
  'SOLE PROPRIETORSHIP',
  'ONE PERSON CORPORATION',
  'PARTNERSHIP',
  'CORPORATION',
  'COOPERATIVE',
];

/** Lines of business and their natures. */
export const DEMO_LINE_BUSINESSES: [string, string[]][] = [
  ['RETAIL', ['SARI-SARI STORE', 'GROCERY', 'HARDWARE', 'PHARMACY']],
  ['FOOD SERVICE', ['RESTAURANT', 'CARINDERIA', 'BAKERY', 'CATERING']],
  ['SERVICES', ['BARBERSHOP', 'LAUNDRY', 'REPAIR SHOP', 'INTERNET CAFE']],
  ['MANUFACTURING', ['FOOD PROCESSING', 'GARMENTS', 'FURNITURE']],
];

export const DEMO_CITIZENSHIPS: [string, string][] = [
  ['PH', 'FILIPINO'],
  ['US', 'AMERICAN'],
  ['CN', 'CHINESE'],
  ['JP', 'JAPANESE'],
  ['KR', 'KOREAN'],
  ['OT', 'OTHERS'],
];
