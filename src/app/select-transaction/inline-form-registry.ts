import type { InlineForms } from '@/features/select-transaction/inline-form';
import { lazyInlineForm } from './lazy-inline-form';

// One chunk serves both: T_BPLS shows an inline form only for QUARTERLY and DELINQUENT (§2.8),
// which are business tax screen 1 (§2.10).
const BtaxInlineForm = lazyInlineForm(() => import('./btax-inline-form'));
const NovInlineForm = lazyInlineForm(() => import('./nov-inline-form'));
const MiscFeeInlineForm = lazyInlineForm(() => import('./misc-fee-inline-form'));
const RptaxInlineForm = lazyInlineForm(() => import('./rptax-inline-form'));

/**
 * The inline inquiry/payment forms of the Select Transaction dialog, by module type (§2.8; the
 * keys are domain/transactions' InlineFormModule). Each billing feature adds its form here when
 * it lands; until then the dialog says, as soon as that module is chosen, that online payment for it
 * is not available yet (domain/transactions' transactionAction). MISC serves both its types: a
 * miscellaneous fee, or a statement of account (misc-fee-inline-form.tsx).
 */
export const INLINE_FORMS: InlineForms = {
  BTAX: BtaxInlineForm,
  T_BPLS: BtaxInlineForm,
  NOV: NovInlineForm,
  MISC: MiscFeeInlineForm,
  // Only where the RPTAX content flag is ANGELES (domain/transactions' inlineFormOf).
  RPTAX: RptaxInlineForm,
};
