// Regions of the Philippines and a sample of provinces and cities for the demo. An LGU loads the
// full list (PSGC) with its own data; codes here are demo codes, not PSGC codes.
export const DEMO_REGIONS: [string, string][] = [
  ['R01', 'Region I (Ilocos Region)'],
  ['R02', 'Region II (Cagayan Valley)'],
  ['R03', 'Region III (Central Luzon)'],
  ['R04A', 'Region IV-A (CALABARZON)'],
  ['R04B', 'MIMAROPA Region'],
  ['R05', 'Region V (Bicol Region)'],
  ['R06', 'Region VI (Western Visayas)'],
  ['R07', 'Region VII (Central Visayas)'],
  ['R08', 'Region VIII (Eastern Visayas)'],
  ['R09', 'Region IX (Zamboanga Peninsula)'],
  ['R10', 'Region X (Northern Mindanao)'],
  ['R11', 'Region XI (Davao Region)'],
  ['R12', 'Region XII (SOCCSKSARGEN)'],
  ['R13', 'Region XIII (Caraga)'],
  ['NCR', 'National Capital Region (NCR)'],
  ['CAR', 'Cordillera Administrative Region (CAR)'],
  ['BARMM', 'Bangsamoro Autonomous Region in Muslim Mindanao (BARMM)'],
];

/** [code, name, region code]. */
export const DEMO_PROVINCES: [string, string, string][] = [
  ['P-MM', 'Metro Manila', 'NCR'],
  ['P-LAG', 'Laguna', 'R04A'],
  ['P-CAV', 'Cavite', 'R04A'],
  ['P-BTG', 'Batangas', 'R04A'],
  ['P-RIZ', 'Rizal', 'R04A'],
  ['P-PAM', 'Pampanga', 'R03'],
  ['P-BUL', 'Bulacan', 'R03'],
  ['P-CEB', 'Cebu', 'R07'],
  ['P-DVS', 'Davao del Sur', 'R11'],
];

/** [code, name, province code]; BDC is the demo city whose barangays are seeded. */
export const DEMO_MUNICIPALITIES: [string, string, string][] = [
  ['BDC', 'Bayan Demo City', 'P-LAG'],
  ['M-CAL', 'City of Calamba', 'P-LAG'],
  ['M-STR', 'City of Santa Rosa', 'P-LAG'],
  ['M-SPB', 'City of San Pablo', 'P-LAG'],
  ['M-MNL', 'City of Manila', 'P-MM'],
  ['M-QC', 'Quezon City', 'P-MM'],
  ['M-MKT', 'City of Makati', 'P-MM'],
  ['M-PSG', 'City of Pasig', 'P-MM'],
  ['M-BAC', 'City of Bacoor', 'P-CAV'],
  ['M-IMS', 'City of Imus', 'P-CAV'],
  ['M-BTC', 'Batangas City', 'P-BTG'],
  ['M-LPA', 'City of Lipa', 'P-BTG'],
  ['M-ANT', 'City of Antipolo', 'P-RIZ'],
  ['M-ANG', 'Angeles City', 'P-PAM'],
  ['M-CSF', 'City of San Fernando', 'P-PAM'],
  ['M-MLS', 'City of Malolos', 'P-BUL'],
  ['M-CEB', 'Cebu City', 'P-CEB'],
  ['M-DVO', 'Davao City', 'P-DVS'],
];
