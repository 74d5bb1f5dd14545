import { useState } from 'react';
import type { AfterPayment, PaymentControls } from '@/components/payment-controls';
import { isOffline, useOnline } from '@/lib/use-online';
import { showToast } from '@/stores/toasts';
import { ConvenienceFeeNote } from './components/convenience-fee-note';
import { payBill, paymentNeedsConnection, type PayRequest } from './pay-bill';
import { payLabel } from './pay-label';
import { paymentsMessages } from './payments-messages';
import { useMessages } from '@/lib/i18n/use-messages';

/**
 * The payment step of any bill screen: starts the payment, then closes the dialog and goes where
 * the flow says (§4: close the modal, reset, redirect). `busy` keeps Pay disabled meanwhile.
 * Wallet-login users get 'Pay with GCASH' and no fee note (§6). Offline, paying is refused with a
 * message and the note says why (a payment is never started offline).
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
  const t = useMessages(paymentsMessages);
  const online = useOnline();
  const fee = walletUser ? null : <ConvenienceFeeNote />;
  const start = async (createBilling: () => Promise<string>, after: AfterPayment) => {
    // Refused before anything starts, said once (a toast), and the bill stays as it was.
    if (isOffline()) {
      showToast('error', paymentNeedsConnection());
      return;
    }
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
    note: online ? (
      fee
    ) : (
      <>
        <p className="notice" role="status">
          {t('offlineNote')}
        </p>
        {fee}
      </>
    ),
  };
}
