import '../misc-fees.css';
import { useEffect } from 'react';
import type { PaymentControls } from '@/components/payment-controls';
import { backToForm, proceedToSummary, resetMiscFeeFlow, useMiscFeeFlow } from '../misc-fee-store';
import { FeeEntryForm } from './fee-entry-form';
import { MiscFeeSummary } from './misc-fee-summary';
import { OfficeFeeSelect } from './office-fee-select';

/**
 * The miscellaneous fee payment (§2.13, §4): office → fee → amount, remarks and image → Proceed,
 * then the summary → Pay Now → the gateway → /success-page. Nothing is kept once it closes.
 */
export function MiscFeePayment({ payment }: { payment: PaymentControls }) {
  const { step, officeName, fee, entry } = useMiscFeeFlow();
  useEffect(() => resetMiscFeeFlow, []);

  if (step === 'summary' && fee) {
    return (
      <MiscFeeSummary officeName={officeName} fee={fee} entry={entry} payment={payment} onBack={backToForm} />
    );
  }
  return (
    <div className="misc-fee-form">
      <OfficeFeeSelect disabled={payment.busy} />
      <FeeEntryForm key={fee?.id ?? 'none'} fee={fee} entry={entry} onProceed={proceedToSummary} />
    </div>
  );
}
