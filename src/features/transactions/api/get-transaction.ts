import { transactionHistoryDetail } from '@/domain/contracts/payments';
import { jsonCopy } from '@/lib/copy-codecs';
import { http } from '@/lib/http';
import { withOfflineCopy } from '@/lib/offline-copy';
import { transactionPath } from './transaction-paths';

const copy = jsonCopy(transactionHistoryDetail);

/** One transaction: status, amounts, OR number, receipt. Readable offline, like the list. */
export const getTransaction = (id: string, signal?: AbortSignal) =>
  withOfflineCopy(`transaction_histories/${id}`, copy, () =>
    http.get(transactionPath(id), { schema: transactionHistoryDetail, signal }),
  );
