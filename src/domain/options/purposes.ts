/** Civil-registry purposes; §3 gives these examples of a longer list it does not show. */
export const CIVIL_REGISTRY_PURPOSES = [
  'GENERAL PURPOSE',
  'PASSPORT REQUIREMENT',
  'VISA PURPOSE',
  'LOAN PURPOSE',
  'EMPLOYMENT ABROAD',
] as const;

/** The short purpose list of other applications. */
export const SIMPLE_PURPOSES = [
  'Claim Benefits/Loan',
  'Passport/Travel',
  'School Requirements',
  'Employment Local',
  'Employment Abroad',
  'Others',
] as const;
