import '../payments.css';
import type { PaymentChannel } from '../payment-store';
import type { PaymentStep } from '../payment-flow';
import { useMessages } from '@/lib/i18n/use-messages';
import { paymentsMessages } from '../payments-messages';

const WAITING = {
  popup: 'waitingPopup',
  page: 'waitingPage',
  wallet: 'waitingWallet',
} as const satisfies Record<PaymentChannel, string>;

/** What the tab is waiting for while the payer is at the gateway, announced politely. */
export function PaymentProgress({
  step,
  channel,
  error,
  onCheckAgain,
}: {
  step: PaymentStep;
  channel: PaymentChannel | null;
  error: string | null;
  onCheckAgain: () => void;
}) {
  const t = useMessages(paymentsMessages);
  const message =
    step === 'at-gateway' && channel
      ? t(WAITING[channel])
      : step === 'reconciling'
        ? t('reconciling')
        : step === 'failed' && error
          ? t('notConfirmed', { error })
          : null;
  return (
    <div className="payment-progress" role="status">
      {message ? (
        <p className="notice">
          {message}{' '}
          {step === 'failed' ? (
            <button type="button" className="link-button" onClick={onCheckAgain}>
              {t('checkAgain')}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
