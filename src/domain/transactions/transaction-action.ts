import { inlineFormOf, type InlineFormModule } from './inline-forms';

/**
 * What the Select Transaction dialog offers once a module is chosen (§2.8): 'Soon to be available'
 * for an active coming-soon module; 'not available online yet' for a module whose inline form has
 * not been built, said on choosing it; otherwise the type selector with a Proceed that stays
 * disabled until a type is chosen, then either Proceed or the module's inline form in its place.
 */
export type TransactionAction =
  | { kind: 'coming-soon' }
  | { kind: 'unavailable'; form: InlineFormModule }
  | { kind: 'choose-type' }
  | { kind: 'proceed' }
  | { kind: 'inline-form'; form: InlineFormModule };

/** The chosen module as the dialog's decision needs it. */
export interface ChosenModule {
  type: string;
  active: boolean;
  comingSoon: boolean;
}

/** What the deployment offers: its RPTAX content flag, and which inline forms exist in this build. */
export interface TransactionOffer {
  rptaxFlag: string;
  hasForm: (form: InlineFormModule) => boolean;
}

/** Decides the dialog's step for a module and the transaction type chosen so far (none yet: undefined). */
export function transactionAction(
  module: ChosenModule,
  transactionType: string | undefined,
  { rptaxFlag, hasForm }: TransactionOffer,
): TransactionAction {
  if (module.active && module.comingSoon) return { kind: 'coming-soon' };
  // Every module but T_BPLS knows its inline form before a type is chosen: one that is missing is
  // said at once, not after the payer has picked a type (issue 12).
  const form = inlineFormOf(module.type, transactionType, rptaxFlag);
  if (form && !hasForm(form)) return { kind: 'unavailable', form };
  if (transactionType === undefined) return { kind: 'choose-type' };
  return form ? { kind: 'inline-form', form } : { kind: 'proceed' };
}
