import { useState } from 'react';
import { saveFile } from '@/lib/download-file';
import { downloadReceipt } from '../api/download-receipt';
import { useMessages } from '@/lib/i18n/use-messages';
import { transactionsMessages } from '../transactions-messages';

/** Downloads the e-receipt PDF with the bearer token and saves it as a file. */
export function ReceiptDownloadButton({
  transactionId,
  referenceNumber,
}: {
  transactionId: string;
  referenceNumber: string;
}) {
  const [busy, setBusy] = useState(false);
  const t = useMessages(transactionsMessages);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, name } = await downloadReceipt(transactionId, referenceNumber);
      saveFile(blob, name);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : t('receiptFailed'));
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
        {t('downloadReceipt')}
      </button>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
