import { fileCopy } from '@/lib/copy-codecs';
import { downloadFile } from '@/lib/download-file';
import { withOfflineCopy } from '@/lib/offline-copy';

/**
 * The e-receipt PDF of a paid transaction, fetched with the bearer token. A receipt downloaded
 * once can be saved again offline (kept encrypted for this session).
 */
export const downloadReceipt = (id: string, referenceNumber: string) =>
  withOfflineCopy(`receipt/${id}`, fileCopy, () =>
    downloadFile(
      `/api/v1/taxpayers/transaction_histories/${encodeURIComponent(id)}/receipt.pdf`,
      `receipt-${referenceNumber}.pdf`,
    ),
  );
