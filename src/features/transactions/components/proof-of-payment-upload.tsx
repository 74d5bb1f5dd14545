import { useId, useState } from 'react';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { UPLOAD_INVALID_MESSAGE, isAcceptedUpload } from '@/domain/constants/upload';
import { ApiError } from '@/lib/http';
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
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    // A quick check before sending; the server checks the bytes themselves.
    if (!isAcceptedUpload(file)) {
      setProblem(UPLOAD_INVALID_MESSAGE);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const doc = await uploadPaymentReceipt(transactionId, file, setProgress);
      showToast('success', doc.message ?? 'File Uploaded!');
      onUploaded(doc.data.attributes);
    } catch (err) {
      setProblem(err instanceof ApiError ? (err.fields.file ?? err.message) : UPLOAD_INVALID_MESSAGE);
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  return (
    <div className={`field${problem ? ' field-invalid' : ''}`}>
      <label htmlFor={inputId}>Proof of Payment</label>
      <p className="field-hint" id={`${inputId}-hint`}>
        {current ? 'A proof of payment was received. Upload again to replace it. ' : ''}
        JPEG or PNG, up to 5 MB.
      </p>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        disabled={progress !== null}
        aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => void choose(e.currentTarget)}
      />
      {progress !== null ? (
        <div role="status">
          <span>Uploading… {progress}%</span>
          <div className="progress" aria-hidden="true">
            <span style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      {problem ? (
        <p id={`${inputId}-error`} className="field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
