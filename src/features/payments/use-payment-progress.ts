import { usePaymentStore } from './payment-store';

/**
 * Where this tab's payment of `transactionId` stands: the step, how the gateway was opened, and
 * why it stopped (the transaction itself: `useTransaction`). Idle when the tab is not paying for it (a reload, an old
 * transaction).
 */
export function usePaymentProgress(transactionId: string | null | undefined) {
  const mine = usePaymentStore((s) => transactionId != null && s.transactionId === transactionId);
  const step = usePaymentStore((s) => s.step);
  const channel = usePaymentStore((s) => s.channel);
  const error = usePaymentStore((s) => s.error);
  return mine ? { step, channel, error } : { step: 'idle' as const, channel: null, error: null };
}
