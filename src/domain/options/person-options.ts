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
