/** IDs a resident may present (valid_id_to_present), spelt as the server stores them. */
export const VALID_IDS = [
  'PASSPORT',
  'SSS',
  'UMID',
  'PHILHEALTH',
  "DRIVER's LICENSE",
  "VOTER's ID",
  "SENIOR CITIZEN's ID",
  'POSTAL ID',
  'BARANGAY ID',
  'Authorization Letter',
] as const;
