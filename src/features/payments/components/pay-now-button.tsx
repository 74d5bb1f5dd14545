import '../payments.css';
import { useLocation } from 'wouter';
import type { AfterPayment } from '@/components/payment-controls';
import { commonMessages } from '@/components/messages/common-messages';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { useOnline } from '@/lib/use-online';
import { useSession } from '@/stores/session';
import { getTransactionQuote } from '../api/get-transaction-quote';
import { paymentsMessages } from '../payments-messages';
import { usePaymentChannel } from '../use-payment-channel';
import { usePaymentControls } from '../use-payment-controls';
import { PaymentQuoteView } from './payment-quote-view';

/**
 * Pays a transaction that already exists (a failed, closed or abandoned payment): the server's
 * quote for it on this browser's channel (amount, fee, total), then a checkout for that total
 * through `paymentgate`, opened like any first payment. The page shows this only while the
 * server allows paying (`can_pay`); the quote's answer says when the bill was paid meanwhile
 * (no Pay then) or another billing of it is being paid (said before Pay).
 */
export function PayNowButton({ transactionId, after }: { transactionId: string; after: AfterPayment }) {
  const t = useMessages(paymentsMessages);
  const tc = useMessages(commonMessages);
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const [, navigate] = useLocation();
  const payment = usePaymentControls({ walletUser, onDone: () => undefined, navigate });
  const channel = usePaymentChannel(walletUser);
  const online = useOnline();
  // Asked again when the browser is back online.
  const { state, reload } = useFetch(
    channel && online ? `transaction-quote/${transactionId}/${channel}` : null,
    (signal) => getTransactionQuote(transactionId, channel ?? 'popup', signal),
  );
  const quote = state.data;
  if (quote?.payment_state === 'not_payable') return null;
  if (quote?.payment_state === 'paid') {
    return (
      <p className="notice pay-now" role="status">
        {t('billPaid')}
      </p>
    );
  }
  const shown = quote ? { channel: quote.channel, total: quote.total } : null;
  // The server refused to quote it (an expired bill): its words say what to do; no Pay.
  const refused = state.error?.status === 422 ? state.error.message : undefined;
  const start = () => {
    // A failure is already shown by the payment progress and the error toast; a total that
    // changed meanwhile (409) is read again.
    payment.pay(() => Promise.resolve(transactionId), after, shown).catch(() => reload());
  };
  return (
    <div className="pay-now">
      {online ? (
        <PaymentQuoteView
          quote={quote}
          failed={state.status === 'error'}
          problem={refused}
          onRetry={reload}
          walletUser={walletUser}
        />
      ) : (
        // Offline the quote cannot be read: the note says why nothing can be paid now.
        <p className="notice" role="status">
          {t('offlineNote')}
        </p>
      )}
      {quote?.payment_state === 'being_paid' ? (
        <p className="notice" role="status">
          {tc('billBeingPaid')}
        </p>
      ) : null}
      {refused ? null : (
        <button
          type="button"
          className="button"
          onClick={start}
          // Waits for the quote online: nobody pays an amount not shown (offline, Pay says why).
          disabled={payment.busy || (online && state.status === 'loading')}
          aria-busy={payment.busy || undefined}
        >
          {walletUser ? payment.label : t('payNow')}
        </button>
      )}
    </div>
  );
}
