import { transactionHistoryList } from '@/domain/contracts/payments';
import { jsonCopy } from '@/lib/copy-codecs';
import { http } from '@/lib/http';
import { withOfflineCopy } from '@/lib/offline-copy';
import { TRANSACTIONS_PATH, TRANSACTIONS_PER_PAGE, transactionsQuery } from './transaction-paths';

const copy = jsonCopy(transactionHistoryList);

/**
 * One page of the resident's transactions, newest first, with `meta.pagination`. Readable
 * offline: the last answer is kept encrypted for this session (docs/decisions.md, Offline).
 */
export const getTransactions = (page: number, signal?: AbortSignal, perPage = TRANSACTIONS_PER_PAGE) =>
  withOfflineCopy(`transaction_histories?page=${page}&per_page=${perPage}`, copy, () =>
    http.get(TRANSACTIONS_PATH, {
      query: transactionsQuery(page, perPage),
      schema: transactionHistoryList,
      signal,
    }),
  );
