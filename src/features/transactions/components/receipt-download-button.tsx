import { useState } from 'react';
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
      // Loaded on the press: the transaction page shows the button without the download code (if
      // that code cannot load, offline, the resident reads the usual message, not the browser's).
      const [{ downloadReceipt }, { saveFile }] = await Promise.all([
        import('../api/download-receipt'),
        import('@/lib/download-file'),
      ]).catch(() => {
        throw new Error(t('receiptFailed'));
      });
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
