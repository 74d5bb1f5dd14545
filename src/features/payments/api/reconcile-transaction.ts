import { transactionHistoryDetail } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/**
 * Asks the server to ask the gateway about a transaction now, and answers its status. The browser
 * calls it on returning from the gateway; what the browser saw there proves nothing.
 */
export const reconcileTransaction = (transactionId: string, signal?: AbortSignal) =>
  http.post(`/api/v1/taxpayers/transaction_histories/${encodeURIComponent(transactionId)}/reconcile`, {
    schema: transactionHistoryDetail,
    silent: true,
    signal,
  });
