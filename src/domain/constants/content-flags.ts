/** A flag of the COMPONENTS content entry (§3): it selects a variant or a coming-soon page. */
export type ContentFlag =
  | 'SMART_CITY_HEADER'
  | 'SMART_CITY_TRANSACTION_HISTORY'
  | 'E_COMMERCE_COMING_SOON'
  | 'E_SERVICES_COMING_SOON'
  | 'E_BILLS_COMING_SOON'
  | 'E_GOVERNMENT_COMING_SOON'
  | 'FOOTER_FORMS'
  | 'TERMS_AND_CONDITION'
  | 'IMPORTANT_ANNOUNCEMENT'
  | 'RPTAX'
  | 'TAXPAYER_USERNAME'
  | 'EMAIL_LOGIN';

/** The RPTAX flag value under which RPT shows its inline inquiry form (one city, §2.8). */
export const RPTAX_INLINE_INQUIRY_VALUE = 'ANGELES';
