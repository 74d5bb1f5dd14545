import type { Wordings } from './wording';

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

/** Genders in the reader's language (the profile's catalogue says the same). */
export const GENDER_WORDS: Wordings<(typeof GENDERS)[number]> = {
  FEMALE: { en: 'FEMALE', fil: 'BABAE' },
  MALE: { en: 'MALE', fil: 'LALAKI' },
};

/** Civil statuses in the reader's language (the profile's catalogue says the same). */
export const CIVIL_STATUS_WORDS: Wordings<(typeof CIVIL_STATUSES)[number]> = {
  SINGLE: { en: 'SINGLE', fil: 'WALANG ASAWA' },
  MARRIED: { en: 'MARRIED', fil: 'MAY ASAWA' },
  DIVORCED: { en: 'DIVORCED', fil: 'DIBORSYADO' },
  WIDOW: { en: 'WIDOW', fil: 'BALO (BABAE)' },
  SEPARATED: { en: 'SEPARATED', fil: 'HIWALAY' },
  ANNULLED: { en: 'ANNULLED', fil: 'NA-ANNUL ANG KASAL' },
  WIDOWER: { en: 'WIDOWER', fil: 'BALO (LALAKI)' },
  'SINGLE PARENT': { en: 'SINGLE PARENT', fil: 'SOLONG MAGULANG' },
};
