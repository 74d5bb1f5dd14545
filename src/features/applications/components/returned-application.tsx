import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getApplication } from '../api/get-application';
import { getApplicationOf } from '../api/get-application-of';
import { applicationsMessages } from '../applications-messages';
import { returnReason } from './resubmit-form';

/**
 * On a returned application's transaction page, whatever its kind: why the office returned it,
 * and Resubmit, which opens the form with what was sent (`/create-transaction/{route}?resubmit=…`).
 */
export default function ReturnedApplication({ transactionId }: { transactionId: string }) {
  const t = useMessages(applicationsMessages);
  const { state } = useFetch(`returned/${transactionId}`, async (signal) => {
    const [application] = (await getApplicationOf(transactionId, signal)).data;
    if (!application || application.attributes.status !== 'FOR RESUBMISSION') return null;
    const { meta } = await getApplication(application.id, signal);
    return { application, reason: returnReason(meta.history) };
  });
  if (state.status !== 'ready' || !state.data) return null;
  const { application, reason } = state.data;
  const href = `/create-transaction/${application.attributes.route}?resubmit=${application.id}`;
  return (
    <section className="notice" aria-labelledby="returned-title">
      <h2 id="returned-title">{t('returnedTitle')}</h2>
      {reason ? <p>{t('returnedReason', { reason })}</p> : null}
      <Link className="button" href={href}>
        {t('resubmit')}
      </Link>
    </section>
  );
}
