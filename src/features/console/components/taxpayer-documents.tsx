import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { saveStaffFile } from '../api/save-staff-file';
import type { TaxpayerRecord } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { useConsoleAction } from '../use-console-action';

type Document = TaxpayerRecord['data']['documents'][number];

/** A taxpayer's documents (official receipts, proofs of payment), each downloaded with the staff token. */
export function TaxpayerDocuments({ documents }: { documents: Document[] }) {
  const t = useMessages(treasuryMessages);
  const action = useConsoleAction();
  const nameOf = (d: Document) =>
    d.kind === 'receipt' ? t('document.receipt', { number: d.number ?? '' }) : t('document.proof');
  const fileOf = (d: Document) =>
    d.kind === 'receipt' ? `${d.number ?? 'receipt'}.pdf` : `proof-${d.reference}`;
  return (
    <section aria-labelledby="documents-title">
      <h3 id="documents-title">{t('documents')}</h3>
      {documents.length === 0 ? (
        <p>{t('nothing')}</p>
      ) : (
        <ul className="treasury-list">
          {documents.map((d) => (
            <li key={d.url} className="console-card">
              <button
                type="button"
                className="link-button"
                disabled={action.busy}
                onClick={() => void action.run(() => saveStaffFile(d.url, fileOf(d)))}
              >
                {t('download', { name: nameOf(d) })}
              </button>
              <span className="treasury-block console-muted">
                {d.reference}
                {d.at ? ` · ${formatDateTime(d.at, getIntlLocale())}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {action.error ? <p role="alert">{t('downloadFailed')}</p> : null}
    </section>
  );
}
