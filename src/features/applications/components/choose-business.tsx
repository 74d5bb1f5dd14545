import { useState } from 'react';
import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getBusinesses } from '../api/get-businesses';
import { applicationsMessages } from '../applications-messages';
import { BusinessLoadFailed } from './business-load-failed';

/** A business chosen: its id and name. */
export interface ChosenBusiness {
  id: string;
  name: string;
}

/**
 * The first question of a kind filed for an existing business (renewal, change, quarterly,
 * delinquent, retirement): which of the applicant's businesses (GET businesses).
 */
export function ChooseBusiness({
  onChosen,
  busy,
}: {
  onChosen: (business: ChosenBusiness) => void;
  busy: boolean;
}) {
  const t = useMessages(applicationsMessages);
  const { state, reload } = useFetch('businesses', (signal) => getBusinesses(signal));
  const [chosen, setChosen] = useState<string | null>(null);

  if (state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.status === 'error') {
    return <BusinessLoadFailed onRetry={reload} />;
  }
  const businesses = state.data.data.map((b) => ({
    id: b.id,
    name: typeof b.attributes.business_name === 'string' ? b.attributes.business_name : b.id,
    status: b.attributes.status,
  }));
  if (businesses.length === 0) {
    return (
      <>
        <p className="notice">{t('noBusiness')}</p>
        <Link className="button" href="/create-transaction/e2e-business-permit-new">
          {t('applyNewFirst')}
        </Link>
      </>
    );
  }
  const picked = businesses.find((b) => b.id === chosen);
  return (
    <form
      className="application-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (picked) onChosen({ id: picked.id, name: picked.name });
      }}
    >
      <h2>{t('chooseBusinessTitle')}</h2>
      <p>{t('chooseBusinessIntro')}</p>
      <fieldset className="field business-choices">
        <legend>{t('yourBusinesses')}</legend>
        {businesses.map((b) => (
          <label key={b.id}>
            <input
              type="radio"
              name="business_id"
              value={b.id}
              checked={chosen === b.id}
              onChange={() => setChosen(b.id)}
            />{' '}
            {t('businessStatus', { business: b.name, status: b.status })}
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button" disabled={!picked || busy} aria-busy={busy || undefined}>
          {t('continue')}
        </button>
      </div>
    </form>
  );
}
