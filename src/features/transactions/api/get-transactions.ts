import { transactionHistoryList } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/** One page of the resident's transactions, newest first, with `meta.pagination`. */
export const getTransactions = (page: number, signal?: AbortSignal, perPage = 10) =>
  http.get('/api/v1/taxpayers/transaction_histories', {
    query: { page, per_page: perPage },
    schema: transactionHistoryList,
    signal,
  });
