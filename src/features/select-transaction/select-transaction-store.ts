import { create } from 'zustand';

/** The dialog's steps (§2.8, §4): the module list, then the chosen module's transaction types. */
export type SelectStep = 'list' | 'module';

interface SelectTransactionState {
  step: SelectStep;
  moduleId: string | null;
  statusId: string;
  officeId: string;
  feeId: string;
  amount: string;
}

const initial: SelectTransactionState = {
  step: 'list',
  moduleId: null,
  statusId: '',
  officeId: '',
  feeId: '',
  amount: '',
};

/** The Select Transaction flow; Back returns to the list and resets the form. */
export const useSelectTransaction = create<SelectTransactionState>(() => initial);

export const chooseModule = (moduleId: string) =>
  useSelectTransaction.setState({ ...initial, step: 'module', moduleId });
export const chooseStatus = (statusId: string) => useSelectTransaction.setState({ statusId });
export const chooseOffice = (officeId: string) =>
  useSelectTransaction.setState({ officeId, feeId: '', amount: '' });
export const chooseFee = (feeId: string, amount: string) => useSelectTransaction.setState({ feeId, amount });
export const setAmount = (amount: string) => useSelectTransaction.setState({ amount });
export const resetSelectTransaction = () => useSelectTransaction.setState(initial);
