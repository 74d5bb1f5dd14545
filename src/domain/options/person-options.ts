// Personal-detail option lists of §3 (profile, cedula, civil registry, police clearance).

/** Name suffixes (extension_name). */
export const NAME_SUFFIXES = ['SR.', 'JR.', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;
/** Civil statuses. */
export const CIVIL_STATUSES = [
  'SINGLE',
  'MARRIED',
  'DIVORCED',
  'WIDOW',
  'SEPARATED',
  'ANNULLED',
  'WIDOWER',
  'SINGLE PARENT',
] as const;
/** Genders as the profile sends them. */
export const GENDERS = ['FEMALE', 'MALE'] as const;
/** Genders as some application forms send them. */
export const GENDER_CODES = [
  { value: 'F', label: 'FEMALE' },
  { value: 'M', label: 'MALE' },
] as const;
/** Blood types, as §3 lists them. */
export const BLOOD_TYPES = ['A', 'B', 'AB', 'AB+', 'O'] as const;
/** Identifying marks (police clearance). */
export const IDENTIFYING_MARKS = [
  'NONE',
  'MOLE',
  'SCAR',
  'TATTOO',
  'BIRTHMARK',
  'HARELIP',
  'SKINTAG',
] as const;
