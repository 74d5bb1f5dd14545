import { create } from 'zustand';
import { canMove, type PaymentStep } from './payment-flow';

/** How the gateway was opened (§4). */
export type PaymentChannel = 'popup' | 'page' | 'wallet';

/**
 * Only where the payment stands: which transaction, its step, how the gateway was opened and why
 * it stopped. The transaction itself, as the server answers it, lives in `stores/transactions`.
 */
interface PaymentState {
  step: PaymentStep;
  transactionId: string | null;
  channel: PaymentChannel | null;
  error: string | null;
}

const initial: PaymentState = {
  step: 'idle',
  transactionId: null,
  channel: null,
  error: null,
};

/** The payment in progress in this tab (one at a time). */
export const usePaymentStore = create<PaymentState>(() => initial);

/** Moves the flow to `step` if the table allows it; false (and nothing changes) otherwise. */
export function moveTo(step: PaymentStep, patch: Partial<Omit<PaymentState, 'step'>> = {}): boolean {
  const { step: from } = usePaymentStore.getState();
  if (!canMove(from, step)) {
    console.warn(`Payment flow: ${from} → ${step} is not allowed`);
    return false;
  }
  usePaymentStore.setState({ ...patch, step });
  return true;
}

/** Forgets the payment (tests, sign-out). */
export function resetPayment() {
  usePaymentStore.setState(initial);
}
