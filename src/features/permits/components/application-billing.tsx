import { useState } from 'react';
import { formatDate } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getApplicationBilling } from '../api/get-application-billing';
import { regenerateSoa } from '../api/regenerate-soa';
import { permitsMessages } from '../permits-messages';
import { ReleasedDocument } from './released-document';
import { SoaDetails } from './soa-details';
import { SoaDownload } from './soa-download';

/**
 * On a business permit application's transaction page (issue 18): its statement of account
 * (paid with the page's own Pay Now), a new one when it expired, and the permit once released.
 * Nothing for any other transaction, or before the office assessed it.
 */
export default function ApplicationBilling({
  transactionId,
  status,
  onChanged,
}: {
  transactionId: string;
  /** The transaction's status: the SOA and permit are read again when it moves. */
  status: string;
  onChanged: () => void;
}) {
  const t = useMessages(permitsMessages);
  const { state, reload } = useFetch(`application-billing/${transactionId}/${status}`, (signal) =>
    getApplicationBilling(transactionId, signal).then((doc) => doc.data),
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (state.status !== 'ready') return null;
  const billing = state.data;

  const regenerate = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await regenerateSoa(billing.application_id);
      setNotice(t('regenerated'));
      reload();
      onChanged();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {billing.soa ? (
        <section aria-labelledby="soa-title">
          <h2 id="soa-title">{t('soaTitle')}</h2>
          <SoaDetails soa={billing.soa} />
          {billing.soa.download_url ? (
            <SoaDownload downloadUrl={billing.soa.download_url} number={billing.soa.number} />
          ) : null}
          {billing.can_regenerate_soa ? (
            <>
              <p>{t('soaExpiredNote', { date: formatDate(billing.soa.expires_on, getIntlLocale()) })}</p>
              <button
                type="button"
                className="button"
                onClick={() => void regenerate()}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {t('regenerate')}
              </button>
            </>
          ) : null}
          {notice ? <p role="status">{notice}</p> : null}
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </section>
      ) : null}
      {billing.permit ? <ReleasedDocument document={billing.permit} /> : null}
    </>
  );
}
