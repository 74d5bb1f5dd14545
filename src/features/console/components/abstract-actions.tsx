import { useState } from 'react';
import { saveFile } from '@/lib/download-file';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { printAbstract } from '../api/print-abstract';
import { saveStaffFile } from '../api/save-staff-file';
import { STAFF_API } from '../api/staff-call';
import type { CollectionsReport } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { channelLabel } from './channel-label';
import { ReasonDialog } from './reason-dialog';

/**
 * The Abstract of Collections of the day, of every collector or of one (issue 28): printed as a
 * PDF of the document service (the same receipts printed again ask why) or downloaded as XLSX.
 */
export function AbstractActions({ report }: { report: CollectionsReport }) {
  const t = useMessages(treasuryMessages);
  const [collector, setCollector] = useState('');
  const [again, setAgain] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState('');
  const collectors = report.groups.filter((g, i, all) => all.findIndex((o) => o.key === g.key) === i);
  const query = `date=${encodeURIComponent(report.date)}${collector ? `&collector=${encodeURIComponent(collector)}` : ''}`;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    setNotice('');
    try {
      await work();
    } catch (err) {
      const failure = err instanceof ApiError ? err : undefined;
      // Printed before: the same Abstract is printed again only with a reason.
      if (failure?.status === 422 && failure.fields.reason && !again) setAgain(true);
      else setError(failure ? (Object.values(failure.fields)[0] ?? failure.message) : String(err));
    } finally {
      setBusy(false);
    }
  };
  const print = (reason?: string) =>
    run(async () => {
      const { blob, name } = await printAbstract({
        date: report.date,
        ...(collector && { collector }),
        ...(reason && { reason }),
      });
      saveFile(blob, name);
      setAgain(false);
      setNotice(t('abstractPrinted'));
    });
  const xlsx = () =>
    run(async () => {
      await saveStaffFile(
        `${STAFF_API}/treasury/abstract/xlsx?${query}`,
        `abstract-of-collections-${report.date}.xlsx`,
      );
      setNotice(t('abstractDownloaded'));
    });

  return (
    <section aria-labelledby="abstract-title" className="console-card treasury-screen">
      <h3 id="abstract-title">{t('abstractTitle')}</h3>
      <p>{t('abstractIntro')}</p>
      <div className="field">
        <label htmlFor="abstract-collector">{t('collector')}</label>
        <select id="abstract-collector" value={collector} onChange={(e) => setCollector(e.target.value)}>
          <option value="">{t('allCollectors')}</option>
          {collectors.map((g) => (
            <option key={g.key} value={g.key}>
              {g.collector ?? t('onlineCollector')} · {channelLabel(t, g.channel)}
            </option>
          ))}
        </select>
      </div>
      <div className="console-buttons">
        <button type="button" className="button" disabled={busy} onClick={() => void print()}>
          {t('printAbstract')}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void xlsx()}>
          {t('downloadXlsx')}
        </button>
      </div>
      <p role="status" className="console-notice">
        {notice}
      </p>
      {error && !again ? (
        <p role="alert" className="console-error">
          {error}
        </p>
      ) : null}
      {again ? (
        <ReasonDialog
          title={t('printAbstractAgain')}
          hint={t('abstractReprintHint')}
          busy={busy}
          error={error}
          onConfirm={(reason) => void print(reason)}
          onClose={() => setAgain(false)}
        />
      ) : null}
    </section>
  );
}
