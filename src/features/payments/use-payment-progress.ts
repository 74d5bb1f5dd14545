import { usePaymentStore } from './payment-store';

/**
 * Where this tab's payment of `transactionId` stands: the step, how the gateway was opened, and
 * the transaction as last read after it. Idle when the tab is not paying for it (a reload, an old
 * transaction).
 */
export function usePaymentProgress(transactionId: string | null | undefined) {
  const mine = usePaymentStore((s) => transactionId != null && s.transactionId === transactionId);
  const step = usePaymentStore((s) => s.step);
  const channel = usePaymentStore((s) => s.channel);
  const transaction = usePaymentStore((s) => s.transaction);
  const error = usePaymentStore((s) => s.error);
  return mine
    ? { step, channel, transaction, error }
    : { step: 'idle' as const, channel: null, transaction: null, error: null };
}
