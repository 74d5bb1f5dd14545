/**
 * Modules whose transaction is an inline inquiry/payment form inside the dialog instead of a
 * Proceed to a page (§2.8): BTAX, NOV, T_BPLS for QUARTERLY or DELINQUENT, and RPTAX when the
 * deployment's RPTAX flag is ANGELES.
 */
export function usesInlineForm(
  moduleType: string,
  transactionType: string | undefined,
  rptaxFlag: string,
): boolean {
  if (moduleType === 'BTAX' || moduleType === 'NOV') return true;
  if (moduleType === 'T_BPLS') return transactionType === 'QUARTERLY' || transactionType === 'DELINQUENT';
  return moduleType === 'RPTAX' && rptaxFlag === 'ANGELES';
}

/** The module type of miscellaneous fees, which asks for an office before the fee (§2.8). */
export const MISC_FEE_MODULE = 'MISC';
