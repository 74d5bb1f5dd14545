import { create } from 'zustand';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { canMove, type PaymentStep } from './payment-flow';

/** How the gateway was opened (§4). */
export type PaymentChannel = 'popup' | 'page' | 'wallet';

interface PaymentState {
  step: PaymentStep;
  transactionId: string | null;
  channel: PaymentChannel | null;
  /** The transaction as the server answered after the gateway. */
  transaction: TransactionHistory | null;
  error: string | null;
}

const initial: PaymentState = {
  step: 'idle',
  transactionId: null,
  channel: null,
  transaction: null,
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
