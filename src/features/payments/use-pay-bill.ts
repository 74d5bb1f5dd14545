import { useState } from 'react';
import { payBill, type PayRequest } from './pay-bill';
import type { AfterPayment } from './pgi-path';

/**
 * Pay for a billing screen: starts the payment, then closes the dialog and goes where the flow
 * says (§4: close the modal, reset, redirect). `busy` keeps Pay disabled meanwhile.
 */
export function usePayBill({
  walletUser,
  onDone,
  navigate,
  pay = payBill,
}: {
  walletUser: boolean;
  onDone: () => void;
  navigate: (to: string) => void;
  pay?: (request: PayRequest) => Promise<string>;
}) {
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
  return { pay: start, busy };
}
