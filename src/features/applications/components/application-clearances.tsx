import { formatDate } from '@/domain/format/format-date';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import '../clearances.css';
import { getApplication } from '../api/get-application';
import { getApplicationOf } from '../api/get-application-of';
import { clearancesMessages } from '../clearances-messages';

const load = async (transactionId: string, signal: AbortSignal) => {
  const [application] = (await getApplicationOf(transactionId, signal)).data;
  if (!application) return [];
  return (await getApplication(application.id, signal)).meta.endorsements;
};

/**
 * On an application's transaction page, whatever its kind: the offices it is endorsed to (a
 * business permit's zoning, fire, health and engineering, JMC 2016-01), which have cleared it,
 * which it still waits for, and the reason of one that returned it. Nothing for a kind endorsed
 * to none. Read again when the status moves.
 */
export default function ApplicationClearances({
  transactionId,
  status,
}: {
  transactionId: string;
  status: string;
}) {
  const t = useMessages(clearancesMessages);
  const locale = useLocale((s) => s.locale);
  const { state } = useFetch(`clearances/${transactionId}/${status}`, (signal) =>
    load(transactionId, signal),
  );
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const offices = state.data;
  const everyone = offices.every((o) => o.state === 'cleared');
  return (
    <section className="application-clearances" aria-labelledby="clearances-title">
      <h2 id="clearances-title">{t('title')}</h2>
      <p>{everyone ? t('allCleared') : t('lead')}</p>
      <ul>
        {offices.map((o) => (
          <li key={o.office} className={`clearance clearance-${o.state}`}>
            <span>{o.name[locale]}</span>
            <strong>{t(`state.${o.state}`)}</strong>
            {o.state === 'cleared' && o.at ? (
              <span className="clearance-detail">
                {t('clearedOn', { date: formatDate(o.at, getIntlLocale()) })}
              </span>
            ) : null}
            {o.state === 'returned' && o.reason ? (
              <span className="clearance-detail">{t('returnedReason', { reason: o.reason })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
