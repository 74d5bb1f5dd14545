import { transactionHistoryDetail } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/** One transaction: status, amounts, OR number, receipt. */
export const getTransaction = (id: string, signal?: AbortSignal) =>
  http.get(`/api/v1/taxpayers/transaction_histories/${encodeURIComponent(id)}`, {
    schema: transactionHistoryDetail,
    signal,
  });
