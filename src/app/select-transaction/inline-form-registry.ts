import type { InlineForms } from '@/features/select-transaction/inline-form';
import { lazyInlineForm } from './lazy-inline-form';

// One chunk serves both: T_BPLS shows an inline form only for QUARTERLY and DELINQUENT (§2.8),
// which are business tax screen 1 (§2.10).
const BtaxInlineForm = lazyInlineForm(() => import('./btax-inline-form'));

/**
 * The inline inquiry/payment forms of the Select Transaction dialog, by module type (§2.8). Each
 * billing feature adds its form here when it lands (BTAX, NOV, T_BPLS, RPTAX in ANGELES, MISC);
 * until then the dialog says that online payment for that module is not available yet.
 */
export const INLINE_FORMS: InlineForms = {
  BTAX: BtaxInlineForm,
  T_BPLS: BtaxInlineForm,
};
