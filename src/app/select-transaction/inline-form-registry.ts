import type { InlineForms } from '@/features/select-transaction/inline-form';

/**
 * The inline inquiry/payment forms of the Select Transaction dialog, by module type (§2.8). Each
 * billing feature adds its form here when it lands (BTAX, NOV, T_BPLS, RPTAX in ANGELES, MISC);
 * until then the dialog says that online payment for that module is not available yet.
 */
export const INLINE_FORMS: InlineForms = {};
