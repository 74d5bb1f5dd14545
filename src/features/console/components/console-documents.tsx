import { useState } from 'react';
import { formatDate } from '@/domain/format/format-date';
import { saveFile } from '@/lib/download-file';
import { ApiError } from '@/lib/http';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import type { IssuedDocument } from '../api/console-types';
import { getDocuments } from '../api/get-documents';
import { printDocument } from '../api/print-document';
import { consoleMessages } from '../console-messages';
import { ReasonDialog } from './reason-dialog';

/**
 * The documents issued for the application (its SOA, official receipt, permit …) with Print for a
 * member who may print (documents.print); printing one again asks why (kept in its print record).
 * Read again when the status moves.
 */
export function ConsoleDocuments({
  applicationId,
  status,
  canPrint,
}: {
  applicationId: number;
  status: string;
  canPrint: boolean;
}) {
  const t = useMessages(consoleMessages);
  const locale = useLocale((s) => s.locale);
  const { state, reload } = useFetch(`documents/${String(applicationId)}/${status}`, (signal) =>
    getDocuments(applicationId, signal).then((doc) => doc.data),
  );
  const [again, setAgain] = useState<IssuedDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const documents = state.status === 'ready' ? state.data : [];
  if (documents.length === 0) return null;

  const print = async (document: IssuedDocument, reason?: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const { blob, name } = await printDocument(document.id, reason);
      saveFile(blob, name);
      setNotice(t('printed', { title: document.title[locale], number: document.number }));
      setAgain(null);
      reload();
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="console-documents" className="console-card">
      <h2 id="console-documents">{t('documents')}</h2>
      <p role="status" className="console-notice">
        {notice}
      </p>
      {error && !again ? (
        <p role="alert" className="console-error">
          {error}
        </p>
      ) : null}
      <ul className="console-documents">
        {documents.map((document) => {
          const title = document.title[locale];
          const printed = document.prints > 0;
          return (
            <li key={document.id}>
              <span>
                {title} {document.number}
                {document.valid_until
                  ? ` · ${t('documentValidUntil', { date: formatDate(document.valid_until, getIntlLocale()) })}`
                  : ''}
                {printed ? ` · ${t('documentPrints', { count: document.prints })}` : ''}
              </span>
              {canPrint ? (
                <button
                  type="button"
                  className={printed ? 'button button-secondary' : 'button'}
                  disabled={busy}
                  aria-label={t(printed ? 'printAgainNamed' : 'printNamed', {
                    title,
                    number: document.number,
                  })}
                  onClick={() => (printed ? setAgain(document) : void print(document))}
                >
                  {printed ? t('printAgain') : t('print')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {again ? (
        <ReasonDialog
          title={t('printAgainNamed', { title: again.title[locale], number: again.number })}
          hint={t('reprintHint')}
          busy={busy}
          error={error}
          onConfirm={(reason) => void print(again, reason)}
          onClose={() => setAgain(null)}
        />
      ) : null}
    </section>
  );
}
