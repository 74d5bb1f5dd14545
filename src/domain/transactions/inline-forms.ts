import { RPTAX_INLINE_INQUIRY_VALUE } from '../constants/content-flags';

/**
 * A module type whose transaction is an inline inquiry/payment form inside the Select Transaction
 * dialog instead of a Proceed to a page (§2.8). MISC (miscellaneous fees) asks for an office, a fee
 * and its amount there.
 */
export type InlineFormModule = 'BTAX' | 'NOV' | 'T_BPLS' | 'RPTAX' | 'MISC';

/**
 * The inline form a module and transaction type use, or null when Proceed opens a page (§2.8):
 * BTAX, NOV and MISC always; T_BPLS for QUARTERLY or DELINQUENT (so none before a type is chosen:
 * `transactionType` undefined); RPTAX when the deployment's RPTAX content flag is ANGELES.
 */
export function inlineFormOf(
  moduleType: string,
  transactionType: string | undefined,
  rptaxFlag: string,
): InlineFormModule | null {
  switch (moduleType) {
    case 'BTAX':
    case 'NOV':
    case 'MISC':
      return moduleType;
    case 'T_BPLS':
      return transactionType === 'QUARTERLY' || transactionType === 'DELINQUENT' ? moduleType : null;
    case 'RPTAX':
      return rptaxFlag === RPTAX_INLINE_INQUIRY_VALUE ? moduleType : null;
    default:
      return null;
  }
}
