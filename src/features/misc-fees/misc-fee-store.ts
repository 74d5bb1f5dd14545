import { create } from 'zustand';
import type { MiscFee } from '@/domain/contracts/misc-fees';

/** What the payer entered for the chosen fee (§2.13 step 1). */
export interface FeeEntry {
  amount: string;
  remarks: string;
  image_url: string;
  /** The uploaded file's name, shown in the summary. */
  image_name: string;
}

/** The fee payment's two steps (§4): the form, then the read-only summary. */
interface MiscFeeFlow {
  step: 'form' | 'summary';
  officeId: string;
  officeName: string;
  fee: MiscFee | null;
  entry: FeeEntry;
}

const emptyEntry = (fee: MiscFee | null): FeeEntry => ({
  // A fixed fee's amount is its own (read-only); a 0.00 fee's is typed by the payer (§5).
  amount: fee && fee.attributes.amount !== '0.00' ? fee.attributes.amount : '',
  remarks: '',
  image_url: '',
  image_name: '',
});

const initial: MiscFeeFlow = {
  step: 'form',
  officeId: '',
  officeName: '',
  fee: null,
  entry: emptyEntry(null),
};

export const useMiscFeeFlow = create<MiscFeeFlow>(() => initial);

/** Another office: its fees are other fees, so the fee and what was entered for it go. */
export const chooseOffice = (officeId: string, officeName: string) =>
  useMiscFeeFlow.setState({ ...initial, officeId, officeName });

/** The form resets when the selected fee changes (§4). */
export const chooseFee = (fee: MiscFee | null) =>
  useMiscFeeFlow.setState({ step: 'form', fee, entry: emptyEntry(fee) });

/** Proceed: the entry is kept, and the summary shows it. */
export const proceedToSummary = (entry: FeeEntry) => useMiscFeeFlow.setState({ step: 'summary', entry });

/** Back from the summary: the form again, with what was entered. */
export const backToForm = () => useMiscFeeFlow.setState({ step: 'form' });

/** After Pay Now (and when the dialog closes): nothing is kept. */
export const resetMiscFeeFlow = () => useMiscFeeFlow.setState(initial);
