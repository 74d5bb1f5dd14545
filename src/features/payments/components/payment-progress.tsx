import '../payments.css';
import type { PaymentChannel } from '../payment-store';
import type { PaymentStep } from '../payment-flow';

const WAITING: Record<PaymentChannel, string> = {
  popup: 'Complete your payment in the payment window. This page updates when you close it.',
  page: 'Complete your payment on the payment page.',
  wallet: 'Complete your payment in GCash. This page updates when GCash is done.',
};

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
  const message =
    step === 'at-gateway' && channel
      ? WAITING[channel]
      : step === 'reconciling'
        ? 'Checking your payment with the payment gateway…'
        : step === 'failed' && error
          ? `We could not confirm your payment yet: ${error}`
          : null;
  return (
    <div className="payment-progress" role="status">
      {message ? (
        <p className="notice">
          {message}{' '}
          {step === 'failed' ? (
            <button type="button" className="link-button" onClick={onCheckAgain}>
              Check again
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
