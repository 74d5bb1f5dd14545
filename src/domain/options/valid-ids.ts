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

/** The second ID list of some applications (§3 names them; spelling ours). */
export const SECONDARY_VALID_IDS = [
  "Driver's License",
  'Passport',
  'UMID',
  'Indigent ID',
  'Senior Citizen ID',
  'PWD ID',
  'Company ID',
  'Student ID',
  'Others',
] as const;
