import { create } from 'zustand';

/** The dialog's steps (§2.8, §4): the module list, then the chosen module's transaction types. */
export type SelectStep = 'list' | 'module';

// Only what Proceed passes on: a module's own inline form (INLINE_FORMS) keeps its fields itself.
interface SelectTransactionState {
  step: SelectStep;
  moduleId: string | null;
  statusId: string;
}

const initial: SelectTransactionState = { step: 'list', moduleId: null, statusId: '' };

/** The Select Transaction flow; Back returns to the list and resets the form. */
export const useSelectTransaction = create<SelectTransactionState>(() => initial);

export const chooseModule = (moduleId: string) =>
  useSelectTransaction.setState({ ...initial, step: 'module', moduleId });
export const chooseStatus = (statusId: string) => useSelectTransaction.setState({ statusId });
export const resetSelectTransaction = () => useSelectTransaction.setState(initial);
