import { useId } from 'react';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { ImageUploadField } from '@/components/image-upload-field';
import { showToast } from '@/stores/toasts';
import { uploadPaymentReceipt } from '../api/upload-payment-receipt';

/** Uploads a proof of payment (JPEG or PNG, ≤ 5 MB) with its progress (§9). */
export function ProofOfPaymentUpload({
  transactionId,
  current,
  onUploaded,
}: {
  transactionId: string;
  current: string | null;
  onUploaded: (transaction: TransactionHistory) => void;
}) {
  const inputId = useId();
  return (
    <ImageUploadField
      id={inputId}
      label="Proof of Payment"
      hint={current ? 'A proof of payment was received. Upload again to replace it.' : undefined}
      upload={async (file, onProgress) => {
        const doc = await uploadPaymentReceipt(transactionId, file, onProgress);
        showToast('success', doc.message ?? 'File Uploaded!');
        onUploaded(doc.data.attributes);
      }}
    />
  );
}
