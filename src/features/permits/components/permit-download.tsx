import { useState } from 'react';
import type { ApplicationBilling } from '@/domain/fees/billing-contracts';
import { formatDate } from '@/domain/format/format-date';
import { saveFile } from '@/lib/download-file';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { downloadPermit } from '../api/download-permit';
import { permitsMessages } from '../permits-messages';

/** A released permit: its number and validity, the PDF, and the page its QR code opens. */
export function PermitDownload({ permit }: { permit: NonNullable<ApplicationBilling['permit']> }) {
  const t = useMessages(permitsMessages);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, name } = await downloadPermit(permit.download_url, permit.number);
      saveFile(blob, name);
    } catch {
      setProblem(t('permitDownloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="permit-title">
      <h2 id="permit-title">{t('permitTitle')}</h2>
      <dl className="details">
        <dt>{t('permitNumber')}</dt>
        <dd>{permit.number}</dd>
        <dt>{t('permitValidUntil')}</dt>
        <dd>{formatDate(permit.valid_until, getIntlLocale())}</dd>
      </dl>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('downloadPermit')}
        </button>
        <a href={new URL(permit.verify_url).pathname}>{t('verifyLink')}</a>
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
