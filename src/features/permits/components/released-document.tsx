import { useState } from 'react';
import type { ApplicationBilling } from '@/domain/fees/billing-contracts';
import { formatDate } from '@/domain/format/format-date';
import { saveFile } from '@/lib/download-file';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { downloadDocument } from '../api/download-document';
import { permitsMessages } from '../permits-messages';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The document an application's release issued — a permit, a certificate, a clearance, named as
 * its registry entry names it —: its number and validity, the PDF, and the page its QR code opens.
 */
export function ReleasedDocument({ document }: { document: NonNullable<ApplicationBilling['permit']> }) {
  const t = useMessages(permitsMessages);
  const filipino = useLocale((s) => s.locale) === 'fil';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const title = document.title ? document.title[filipino ? 'fil' : 'en'] : t('documentTitle');
  const noun = document.noun ? document.noun[filipino ? 'fil' : 'en'] : t('documentNoun');
  const words = { noun, Noun: capitalised(noun) };
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, name } = await downloadDocument(
        document.download_url,
        document.file_name ?? `${document.number}.pdf`,
      );
      saveFile(blob, name);
    } catch {
      setProblem(t('documentDownloadFailed', words));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="released-document-title">
      <h2 id="released-document-title">{title}</h2>
      <dl className="details">
        <dt>{t('documentNumber', words)}</dt>
        <dd>{document.number}</dd>
        {document.valid_until ? (
          <>
            <dt>{t('documentValidUntil')}</dt>
            <dd>{formatDate(document.valid_until, getIntlLocale())}</dd>
          </>
        ) : null}
      </dl>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('downloadDocument', words)}
        </button>
        <a href={new URL(document.verify_url).pathname}>{t('verifyDocument', words)}</a>
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
