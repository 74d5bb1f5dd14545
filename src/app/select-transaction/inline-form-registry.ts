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
 * is not available yet (domain/transactions' transactionAction).
 * MISC waits for `features/misc-fees`: its form
 * asks for the office, then the fee (`GET /api/v1/taxpayers/offices`, `…/miscellaneous_fees`), and
 * lets the payer type the amount of a 0.00 fee (₱20 to ₱1,000,000, §5); it plugs in as
 * `MISC: lazyInlineForm(() => import('./misc-fee-inline-form'))`, keeping its fields in its own state.
 */
export const INLINE_FORMS: InlineForms = {
  BTAX: BtaxInlineForm,
  T_BPLS: BtaxInlineForm,
  NOV: NovInlineForm,
  MISC: MiscFeeInlineForm,
  // Only where the RPTAX content flag is ANGELES (domain/transactions' inlineFormOf).
  RPTAX: RptaxInlineForm,
};
