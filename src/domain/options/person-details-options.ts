import type { Wordings } from './wording';

// §3's option lists for describing a person and their papers (health certificates, police
// clearance): the values are what is stored; §3 leaves the hair and eye colours "not shown", so
// these are the colours Philippine ID forms ask.

/** Blood types (§3). */
export const BLOOD_TYPES = ['A', 'B', 'AB', 'AB+', 'O'] as const;

/** Identifying marks (§3). */
export const IDENTIFYING_MARKS = [
  'NONE',
  'MOLE',
  'SCAR',
  'TATTOO',
  'BIRTHMARK',
  'HARELIP',
  'SKINTAG',
] as const;

export const IDENTIFYING_MARK_WORDS: Wordings<(typeof IDENTIFYING_MARKS)[number]> = {
  NONE: { en: 'NONE', fil: 'WALA' },
  MOLE: { en: 'MOLE', fil: 'NUNAL' },
  SCAR: { en: 'SCAR', fil: 'PEKLAT' },
  TATTOO: { en: 'TATTOO', fil: 'TATO' },
  BIRTHMARK: { en: 'BIRTHMARK', fil: 'BALAT' },
  HARELIP: { en: 'HARELIP', fil: 'BINGOT' },
  SKINTAG: { en: 'SKINTAG', fil: 'KULUGO' },
};

/** Hair colours (values not shown in §3). */
export const HAIR_COLOURS = ['BLACK', 'BROWN', 'BLONDE', 'GRAY', 'WHITE', 'RED', 'BALD'] as const;

export const HAIR_COLOUR_WORDS: Wordings<(typeof HAIR_COLOURS)[number]> = {
  BLACK: { en: 'BLACK', fil: 'ITIM' },
  BROWN: { en: 'BROWN', fil: 'KAYUMANGGI' },
  BLONDE: { en: 'BLONDE', fil: 'KULAY-GINTO' },
  GRAY: { en: 'GRAY', fil: 'KULAY-ABO' },
  WHITE: { en: 'WHITE', fil: 'PUTI' },
  RED: { en: 'RED', fil: 'PULA' },
  BALD: { en: 'BALD', fil: 'KALBO' },
};

/** Eye colours (values not shown in §3). */
export const EYE_COLOURS = ['BLACK', 'BROWN', 'HAZEL', 'GRAY', 'BLUE', 'GREEN'] as const;

export const EYE_COLOUR_WORDS: Wordings<(typeof EYE_COLOURS)[number]> = {
  BLACK: { en: 'BLACK', fil: 'ITIM' },
  BROWN: { en: 'BROWN', fil: 'KAYUMANGGI' },
  HAZEL: { en: 'HAZEL', fil: 'MAPUSYAW NA KAYUMANGGI' },
  GRAY: { en: 'GRAY', fil: 'KULAY-ABO' },
  BLUE: { en: 'BLUE', fil: 'ASUL' },
  GREEN: { en: 'GREEN', fil: 'BERDE' },
};

/** §3's second ID list: what may be shown besides (or for want of) a valid ID. */
export const SECOND_IDS = [
  "DRIVER'S LICENSE",
  'PASSPORT',
  'UMID',
  'INDIGENT',
  'SENIOR CITIZEN ID',
  'PWD ID',
  'COMPANY ID',
  'STUDENT ID',
  'OTHERS',
] as const;

export const SECOND_ID_WORDS: Wordings<(typeof SECOND_IDS)[number]> = {
  "DRIVER'S LICENSE": { en: "Driver's License", fil: 'Lisensya sa Pagmamaneho' },
  PASSPORT: { en: 'Passport', fil: 'Pasaporte' },
  UMID: { en: 'UMID', fil: 'UMID (Pinag-isang ID)' },
  INDIGENT: { en: 'Indigent', fil: 'Katibayan ng Pagiging Indigent' },
  'SENIOR CITIZEN ID': { en: 'Senior Citizen ID', fil: 'ID ng Senior Citizen' },
  'PWD ID': { en: 'PWD ID', fil: 'ID ng PWD' },
  'COMPANY ID': { en: 'Company ID', fil: 'ID ng Kumpanya' },
  'STUDENT ID': { en: 'Student ID', fil: 'ID ng Estudyante' },
  OTHERS: { en: 'Others', fil: 'Iba pa' },
};

/** Employment types (§3). */
export const EMPLOYMENT_TYPES = [
  'Government Employee',
  'Private Employee',
  'Self-Employed',
  'Private Practitioner',
  'Others',
] as const;

export const EMPLOYMENT_TYPE_WORDS: Wordings<(typeof EMPLOYMENT_TYPES)[number]> = {
  'Government Employee': { en: 'Government Employee', fil: 'Kawani ng Pamahalaan' },
  'Private Employee': { en: 'Private Employee', fil: 'Kawani ng Pribadong Kumpanya' },
  'Self-Employed': { en: 'Self-Employed', fil: 'Sariling Hanapbuhay' },
  'Private Practitioner': { en: 'Private Practitioner', fil: 'Pribadong Propesyonal' },
  Others: { en: 'Others', fil: 'Iba pa' },
};
