/** Vaccination registration priority groups (§3). */
export const VACCINATION_PRIORITY_GROUPS = [
  'Health Worker',
  'Seniors (Indigent)',
  'Seniors',
  'PWD',
  'Indigent',
  'Non-Medical Frontliner',
  'Uniform Personnel',
  'General Public',
  'Others',
] as const;

/** Employment types asked at vaccination registration. */
export const EMPLOYMENT_TYPES = [
  'Government Employee',
  'Private Employee',
  'Self-Employed',
  'Private Practitioner',
  'Others',
] as const;
