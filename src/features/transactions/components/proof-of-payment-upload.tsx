import { useId } from 'react';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { ImageUploadField } from '@/components/image-upload-field';
import { showToast } from '@/stores/toasts';
import { useMessages } from '@/lib/i18n/use-messages';
import { transactionsMessages } from '../transactions-messages';

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
  const t = useMessages(transactionsMessages);
  return (
    <ImageUploadField
      id={inputId}
      label={t('proofOfPayment')}
      hint={current ? t('proofReceived') : undefined}
      upload={async (file, onProgress) => {
        // Loaded when a file is sent, not with the transaction page.
        const { uploadPaymentReceipt } = await import('../api/upload-payment-receipt');
        const doc = await uploadPaymentReceipt(transactionId, file, onProgress);
        showToast('success', doc.message ?? t('fileUploaded'));
        onUploaded(doc.data.attributes);
      }}
    />
  );
}
