import { transactionHistoryDetail } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/** Asks for a paid application's money back once the office rejected it; answers the transaction. */
export const requestGcashRefund = (id: string) =>
  http.post('/api/v1/taxpayers/gcash_refund', {
    body: { transaction_history_id: Number(id) },
    schema: transactionHistoryDetail,
  });
