import { inlineFormOf, type InlineFormModule } from './inline-forms';

/**
 * What the Select Transaction dialog offers once a module is chosen (§2.8): 'Soon to be available'
 * for an active coming-soon module, otherwise the type selector with a Proceed that stays disabled
 * until a type is chosen, then either Proceed or the module's inline form in its place.
 */
export type TransactionAction =
  | { kind: 'coming-soon' }
  | { kind: 'choose-type' }
  | { kind: 'proceed' }
  | { kind: 'inline-form'; form: InlineFormModule };

/** The chosen module as the dialog's decision needs it. */
export interface ChosenModule {
  type: string;
  active: boolean;
  comingSoon: boolean;
}

/** Decides the dialog's step for a module and the transaction type chosen so far (none yet: undefined). */
export function transactionAction(
  module: ChosenModule,
  transactionType: string | undefined,
  rptaxFlag: string,
): TransactionAction {
  if (module.active && module.comingSoon) return { kind: 'coming-soon' };
  if (transactionType === undefined) return { kind: 'choose-type' };
  const form = inlineFormOf(module.type, transactionType, rptaxFlag);
  return form ? { kind: 'inline-form', form } : { kind: 'proceed' };
}
