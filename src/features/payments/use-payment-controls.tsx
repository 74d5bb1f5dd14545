import { useState } from 'react';
import type { AfterPayment, PaymentControls, QuoteView } from '@/components/payment-controls';
import type { ShownQuote } from '@/domain/contracts/payment-quote';
import { ApiError } from '@/lib/http';
import { isOffline, useOnline } from '@/lib/use-online';
import { showToast } from '@/stores/toasts';
import { PaymentQuoteView } from './components/payment-quote-view';
import { payBill, paymentNeedsConnection, type PayRequest } from './pay-bill';
import { payLabel } from './pay-label';
import { paymentsMessages } from './payments-messages';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePaymentChannel } from './use-payment-channel';
import { usePaymentQuote } from './use-payment-quote';

/**
 * The payment step of any bill screen: the quote to show before Pay (for this browser's channel),
 * then starting the payment for that quote and going where the flow says (§4: close the modal,
 * reset, redirect). `busy` keeps Pay disabled meanwhile. Wallet-login users get 'Pay with GCASH'
 * and no fee note (§6), but the same figures. Offline, or before the quote is read, paying is
 * refused with a message (a payment is never started for an amount not shown).
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
  // Bumped when the server refused a checkout for another total: every quote is read again.
  const [round, setRound] = useState(0);
  const t = useMessages(paymentsMessages);
  const online = useOnline();
  const channel = usePaymentChannel(walletUser);

  const start = async (
    createBilling: () => Promise<string>,
    after: AfterPayment,
    shown: ShownQuote | null,
  ) => {
    // Refused before anything starts, said once (a toast), and the bill stays as it was.
    if (isOffline()) {
      showToast('error', paymentNeedsConnection());
      return;
    }
    if (!shown) {
      showToast('error', t('quoteMissing'));
      return;
    }
    setBusy(true);
    try {
      const next = await pay({ createBilling, after, shown });
      onDone();
      navigate(next);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setRound((r) => r + 1);
      throw err;
    } finally {
      setBusy(false);
    }
  };

  const useQuote = (amount: string | null): QuoteView => {
    const { quote, failed, reload } = usePaymentQuote(amount, channel, round);
    return {
      // Offline the quote cannot be read: the note says why nothing can be paid now.
      view: online ? (
        <PaymentQuoteView quote={quote} failed={failed} onRetry={reload} walletUser={walletUser} />
      ) : (
        <p className="notice" role="status">
          {t('offlineNote')}
        </p>
      ),
      shown: quote ? { channel: quote.channel, total: quote.total } : null,
      loading: online && amount !== null && !quote && !failed,
    };
  };

  return { pay: start, busy, label: payLabel(walletUser), useQuote };
}
