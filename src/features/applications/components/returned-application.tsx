import { Link } from 'wouter';
import { RESUBMIT_ACTIONS } from '@/domain/applications/application-contracts';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getBusiness } from '../api/get-business';
import { getBusinesses } from '../api/get-businesses';
import { applicationsMessages } from '../applications-messages';
import { returnReason } from './resubmit-form';

/**
 * On a returned application's transaction page: why the office returned it, and Resubmit, which
 * opens the form with what was sent (`/create-transaction/{route}?resubmit=…`).
 */
export default function ReturnedApplication({ transactionId }: { transactionId: string }) {
  const t = useMessages(applicationsMessages);
  const { state } = useFetch(`returned/${transactionId}`, async (signal) => {
    const [business] = (await getBusinesses(signal, transactionId)).data;
    if (!business || business.attributes.status !== 'FOR RESUBMISSION') return null;
    const applicationId = String(business.attributes.application_id);
    const { meta } = await getBusiness(business.id, applicationId, signal);
    return { business, applicationId, reason: returnReason(meta.history) };
  });
  if (state.status !== 'ready' || !state.data) return null;
  const { business, applicationId, reason } = state.data;
  const canResubmit = Object.hasOwn(RESUBMIT_ACTIONS, business.attributes.route);
  const href = `/create-transaction/${business.attributes.route}?resubmit=${applicationId}&business=${business.id}`;
  return (
    <section className="notice" aria-labelledby="returned-title">
      <h2 id="returned-title">{t('returnedTitle')}</h2>
      {reason ? <p>{t('returnedReason', { reason })}</p> : null}
      {canResubmit ? (
        <Link className="button" href={href}>
          {t('resubmit')}
        </Link>
      ) : null}
    </section>
  );
}
