import { transactionHistoryDetail } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/** Cancels an unpaid transaction (empty body); answers it with status CANCELLED. */
export const cancelTransaction = (id: string) =>
  http.put(`/api/v1/taxpayers/transaction_histories/${encodeURIComponent(id)}/cancel`, {
    schema: transactionHistoryDetail,
  });
