import * as v from 'valibot';
import { transactionHistoryDetail } from '@/domain/contracts/payments';
import { uploadFile } from '@/lib/upload-file';

/** Uploads a proof of payment (JPEG or PNG, ≤ 5 MB) for a transaction, reporting progress. */
export async function uploadPaymentReceipt(id: string, file: File, onProgress: (percent: number) => void) {
  const body = await uploadFile(
    `/api/v1/taxpayers/transaction_histories/${encodeURIComponent(id)}/payment_receipt`,
    file,
    onProgress,
    'PUT',
  );
  return v.parse(transactionHistoryDetail, body);
}
