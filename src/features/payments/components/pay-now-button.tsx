import '../payments.css';
import { useLocation } from 'wouter';
import type { AfterPayment } from '@/components/payment-controls';
import { useSession } from '@/stores/session';
import { usePaymentControls } from '../use-payment-controls';
import { paymentsMessages } from '../payments-messages';
import { useMessages } from '@/lib/i18n/use-messages';

/**
 * Pays a transaction that already exists (a failed, closed or abandoned payment): a new checkout
 * through `paymentgate`, opened like any first payment. The server decides whether it may be
 * paid (`can_pay`); the page shows this only then.
 */
export function PayNowButton({ transactionId, after }: { transactionId: string; after: AfterPayment }) {
  const t = useMessages(paymentsMessages);
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const [, navigate] = useLocation();
  const payment = usePaymentControls({ walletUser, onDone: () => undefined, navigate });
  const start = () => {
    // A failure is already shown by the payment progress and the error toast.
    payment.pay(() => Promise.resolve(transactionId), after).catch(() => undefined);
  };
  return (
    <div className="pay-now">
      <button
        type="button"
        className="button"
        onClick={start}
        disabled={payment.busy}
        aria-busy={payment.busy || undefined}
      >
        {walletUser ? payment.label : t('payNow')}
      </button>
      {payment.note}
    </div>
  );
}
