import { transactionHistoryDetail } from '@/domain/contracts/payments';
import { jsonCopy } from '@/lib/copy-codecs';
import { http } from '@/lib/http';
import { withOfflineCopy } from '@/lib/offline-copy';

const copy = jsonCopy(transactionHistoryDetail);

/** One transaction: status, amounts, OR number, receipt. Readable offline, like the list. */
export const getTransaction = (id: string, signal?: AbortSignal) =>
  withOfflineCopy(`transaction_histories/${id}`, copy, () =>
    http.get(`/api/v1/taxpayers/transaction_histories/${encodeURIComponent(id)}`, {
      schema: transactionHistoryDetail,
      signal,
    }),
  );
