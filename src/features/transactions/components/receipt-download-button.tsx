import { useState } from 'react';
import { saveFile } from '@/lib/download-file';
import { downloadReceipt } from '../api/download-receipt';

/** Downloads the e-receipt PDF with the bearer token and saves it as a file. */
export function ReceiptDownloadButton({
  transactionId,
  referenceNumber,
}: {
  transactionId: string;
  referenceNumber: string;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, name } = await downloadReceipt(transactionId, referenceNumber);
      saveFile(blob, name);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'The receipt could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        Download Receipt
      </button>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
