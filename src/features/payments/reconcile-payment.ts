import type { TransactionHistory } from '@/domain/contracts/payments';
import { reconcileTransaction } from './api/reconcile-transaction';
import { rememberTransaction } from '@/stores/transactions';
import { moveTo, usePaymentStore } from './payment-store';
import { paymentsMessages } from './payments-messages';

let inFlight: Promise<TransactionHistory | null> | null = null;

/**
 * Re-reads a transaction's status from the server after the gateway (popup closed, /pgi or the
 * wallet done, /payment-return), which asks the gateway first. Concurrent calls share one request.
 * Null when the server could not be reached; the page then reads the history itself.
 */
export function reconcilePayment(
  transactionId: string,
  reconcile: typeof reconcileTransaction = reconcileTransaction,
): Promise<TransactionHistory | null> {
  if (inFlight && usePaymentStore.getState().transactionId === transactionId) return inFlight;
  if (!moveTo('reconciling', { transactionId })) return Promise.resolve(null);
  inFlight = reconcile(transactionId)
    .then((doc) => {
      rememberTransaction(transactionId, doc.data.attributes);
      moveTo('settled', { error: null });
      return doc.data.attributes;
    })
    .catch((err: unknown) => {
      moveTo('failed', {
        error: err instanceof Error ? err.message : paymentsMessages.t('statusUnreadable'),
      });
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
