import { downloadFile } from '@/lib/download-file';

/** The e-receipt PDF of a paid transaction, fetched with the bearer token. */
export const downloadReceipt = (id: string, referenceNumber: string) =>
  downloadFile(
    `/api/v1/taxpayers/transaction_histories/${encodeURIComponent(id)}/receipt.pdf`,
    `receipt-${referenceNumber}.pdf`,
  );
