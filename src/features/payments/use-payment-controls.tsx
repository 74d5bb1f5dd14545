import { useState } from 'react';
import type { AfterPayment, PaymentControls } from '@/components/payment-controls';
import { ConvenienceFeeNote } from './components/convenience-fee-note';
import { payBill, type PayRequest } from './pay-bill';
import { payLabel } from './pay-label';

/**
 * The payment step of any bill screen: starts the payment, then closes the dialog and goes where
 * the flow says (§4: close the modal, reset, redirect). `busy` keeps Pay disabled meanwhile.
 * Wallet-login users get 'Pay with GCASH' and no fee note (§6).
 */
export function usePaymentControls({
  walletUser,
  onDone,
  navigate,
  pay = payBill,
}: {
  walletUser: boolean;
  onDone: () => void;
  navigate: (to: string) => void;
  pay?: (request: PayRequest) => Promise<string>;
}): PaymentControls {
  const [busy, setBusy] = useState(false);
  const start = async (createBilling: () => Promise<string>, after: AfterPayment) => {
    setBusy(true);
    try {
      const next = await pay({ createBilling, after, walletUser });
      onDone();
      navigate(next);
    } finally {
      setBusy(false);
    }
  };
  return {
    pay: start,
    busy,
    label: payLabel(walletUser),
    note: walletUser ? null : <ConvenienceFeeNote />,
  };
}
