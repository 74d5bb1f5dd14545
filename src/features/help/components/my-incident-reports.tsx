import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { useFetch } from '@/lib/use-fetch';
import { useMessages } from '@/lib/i18n/use-messages';
import { getIncidentReports } from '../api/get-incident-reports';
import { helpMessages } from '../help-messages';
import { IncidentReportCard } from './incident-report-card';

export const MY_REPORTS_PATH = '/e-help/my-reports';

/** The resident's reports with their status, newest first, ten a page. */
export function MyIncidentReports({ page }: { page: number }) {
  const t = useMessages(helpMessages);
  const { state, reload } = useFetch(String(page), (signal) => getIncidentReports(page, signal));
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p>{state.error.message}</p>
        <button type="button" className="button button-secondary" onClick={reload}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (state.status === 'loading') return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  const { data, meta } = state.data;
  if (data.length === 0) return <EmptyState title={t('noReports')} />;
  const { current_page: current, total_pages: pages } = meta.pagination;
  return (
    <>
      <ul className="help-reports">
        {data.map((r) => (
          <li key={r.id}>
            <IncidentReportCard report={r.attributes} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="actions" aria-label={t('pages')}>
          {current > 1 ? <Link href={`${MY_REPORTS_PATH}?page=${current - 1}`}>{t('previous')}</Link> : null}
          <span>{t('pageOf', { page: current, pages })}</span>
          {current < pages ? <Link href={`${MY_REPORTS_PATH}?page=${current + 1}`}>{t('next')}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
