import { useState } from 'react';
import { saveFile } from '@/lib/download-file';
import { useMessages } from '@/lib/i18n/use-messages';
import { downloadSoa } from '../api/download-soa';
import { permitsMessages } from '../permits-messages';

/** The statement of account as a PDF with its QR code (issue 26), to print or show at the office. */
export function SoaDownload({ downloadUrl, number }: { downloadUrl: string; number: string }) {
  const t = useMessages(permitsMessages);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, name } = await downloadSoa(downloadUrl, number);
      saveFile(blob, name);
    } catch {
      setProblem(t('soaDownloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('downloadSoa')}
        </button>
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
