/** Flags of the COMPONENTS content entry (§3) that select variants and coming-soon pages. */
export const CONTENT_FLAGS = [
  'SMART_CITY_HEADER',
  'SMART_CITY_TRANSACTION_HISTORY',
  'E_COMMERCE_COMING_SOON',
  'E_SERVICES_COMING_SOON',
  'E_BILLS_COMING_SOON',
  'E_GOVERNMENT_COMING_SOON',
  'FOOTER_FORMS',
  'TERMS_AND_CONDITION',
  'IMPORTANT_ANNOUNCEMENT',
  'RPTAX',
  'TAXPAYER_USERNAME',
  'EMAIL_LOGIN',
] as const;

/** A content flag name. */
export type ContentFlag = (typeof CONTENT_FLAGS)[number];

/** Keys of the CONTENTS entry: the announcement text and whether it offers "do not show again". */
export const CONTENT_KEYS = ['IMPORTANT_ANNOUNCEMENT', 'IMPORTANT_ANNOUNCEMENT_CHECKBOX'] as const;

/** The RPTAX flag value under which RPT shows its inline inquiry form (one city, §2.8). */
export const RPTAX_INLINE_INQUIRY_VALUE = 'ANGELES';
