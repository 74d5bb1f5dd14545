import { useEffect } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { DEFINITION_LOADERS } from '@/features/applications/definition-loaders';
import { applicationsMessages } from '@/features/applications/applications-messages';
import { prefillFromProfile } from '@/domain/applications/prefill-from-profile';
import { ApplicationStart } from '@/features/applications/components/application-start';
import { ResubmitForm } from '@/features/applications/components/resubmit-form';
import { loadDraft } from '@/features/applications/load-draft';
import { useBilingual } from '@/features/applications/use-bilingual';
import { getProfile } from '@/features/profile/api/get-profile';
import { PlaceCascade } from '@/features/profile/components/place-cascade';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';

/**
 * An application of §2.8 (`/create-transaction/e2e-business-permit-new` …): its definition and
 * this account's draft, drawn by the one renderer with the profile's place cascades composed in.
 * Filed, it opens the application's transaction in the history.
 */
export default function ApplicationPage() {
  const t = useMessages(applicationsMessages);
  const text = useBilingual();
  const [, navigate] = useLocation();
  const { page = '' } = useParams<{ page: string }>();
  // `?resubmit={application}`: a returned application corrected, whatever its kind (issue 26).
  const resubmit = new URLSearchParams(useSearch()).get('resubmit');
  // Answers typed offline are sent when the connection returns (and now, if any wait).
  useEffect(() => {
    void import('../offline/start-offline-drafts').then(({ startOfflineDrafts }) => startOfflineDrafts());
  }, []);
  const { state, reload } = useFetch(page, async (signal) => {
    const load = DEFINITION_LOADERS[page];
    if (!load) throw new Error(`no definition for ${page}`);
    // The profile pre-fills a new form (issue 27); a form still opens without it.
    const profiling = getProfile(signal).then(
      (doc) => doc.data.attributes,
      () => undefined,
    );
    const definition = await load();
    // The draft is the kind's, by the route it files under: several pages may open one kind
    // (T_BPLS's business-permit-new is BPLS's new permit), and the server knows only the route.
    const [draft, profile] = await Promise.all([loadDraft(definition.route, signal), profiling]);
    return { definition, draft, prefill: profile && prefillFromProfile(definition, profile) };
  });

  if (state.status === 'loading') {
    return (
      <div className="page narrow">
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="page narrow">
        <p className="notice">{t('loadFailed')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const { definition, draft, prefill } = state.data;
  return (
    <div className="page narrow application-page">
      <h1>{text(definition.title)}</h1>
      {resubmit ? (
        <ResubmitForm
          definition={definition}
          applicationId={resubmit}
          renderPlaces={(prefix) => <PlaceCascade prefix={prefix} withBarangay />}
          onSubmitted={({ transactionId }) => navigate(`/transaction-history/${transactionId}`)}
        />
      ) : (
        <ApplicationStart
          definition={definition}
          draft={draft}
          prefill={prefill}
          renderPlaces={(prefix) => <PlaceCascade prefix={prefix} withBarangay />}
          onSubmitted={({ transactionId }) => navigate(`/transaction-history/${transactionId}`)}
        />
      )}
    </div>
  );
}
