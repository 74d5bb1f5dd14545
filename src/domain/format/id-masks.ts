// Philippine ID and reference-number formats of §5, in the notation of apply-mask.ts.

/** Taxpayer Identification Number with a five-digit branch code (profile tin_number). */
export const TIN_NUMBER_MASK = '000-000-000-00000';
/** TIN with a three-digit branch code (business forms, tin_no). */
export const TIN_NO_MASK = '000-000-000-000';
/** TIN without branch code. */
export const TIN_NO_2_MASK = '000-000-000';
/** TIN variant of §5's tin_no_3. */
export const TIN_NO_3_MASK = '000-000-0000';
/** Business Identification Number, unless the LGU configures its own mask (BTAX_BIN). */
export const BIN_MASK = '000-00-0000-0000000';
/** Tax Declaration Number. */
export const TDN_MASK = 'AA-00000-00000';
/** Tax Declaration Number, short form (tdn_no_2). */
export const TDN_2_MASK = 'A-000-00000';
/** RPT Property Identification Number with its five-character suffix. */
export const RPTAX_PIN_MASK = '000-00-000-000-000-AAAAA';
/** Property Identification Number without the suffix (rptax short form and pin_no). */
export const PIN_MASK = '000-00-000-000-000';
/** RPT PIN as the CSV imports write it: the short form ending in four digits. */
export const RPTAX_PIN_CSV_MASK = '000-00-000-000-0000';
/** PhilHealth number, and its older short form. */
export const PHILHEALTH_MASKS = ['00-000000000-0', '000-000-00'] as const;
/** Pag-IBIG MID number. */
export const PAGIBIG_MASK = '0000-0000-00-00';
/** GSIS number. */
export const GSIS_MASK = '000-000-0000';
/** Official receipt number. */
export const OR_NO_MASK = 'A000000000';
/** DTI, SEC and CDA registration numbers: two letters and nine digits (the first form of each). */
export const REGISTRATION_NO_MASK = 'AA000000000';
/** DTI business-name number, digits-only form. */
export const DTI_NO_DIGITS_MASK = '000000000';
/** Philippine postal code. */
export const ZIP_CODE_MASK = '0000';
/** RPT owner ID (§2.11): nine characters. */
export const OWNER_ID_MASK = 'AAAAAAAAA';
