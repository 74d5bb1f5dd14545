import { Link, useSearch } from 'wouter';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getEndorsements } from '../api/get-endorsements';
import { endorsementsMessages } from '../endorsements-messages';
import { ApplicationQueueItem } from './application-queue-item';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsolePager } from './console-pager';

export const CLEARANCES_PATH = '/console/clearances';

/**
 * `/console/clearances`: an endorsing office's queue (JMC 2016-01) — the applications endorsed to
 * the member's offices that wait for their clearance, the longest waiting first, each saying which
 * of their offices it waits for; a member of several offices filters by one.
 */
export function EndorsementsQueue() {
  const t = useMessages(endorsementsMessages);
  const locale = useLocale((s) => s.locale);
  const params = new URLSearchParams(useSearch());
  const office = params.get('office') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { state, reload } = useFetch(`endorsements|${office ?? ''}|${page}`, (signal) =>
    getEndorsements(office, page, signal),
  );
  const list = state.data;
  const nameOf = (code: string) => list?.meta.offices.find((o) => o.code === code)?.name[locale] ?? code;
  const offices = list?.meta.offices ?? [];
  return (
    <section aria-labelledby="clearances-title">
      <h2 id="clearances-title">{t('queueTitle')}</h2>
      <p className="console-muted">{t('queueIntro')}</p>
      {offices.length > 1 ? (
        <nav aria-label={t('byOffice')}>
          <ul className="console-filters">
            <li>
              <Link
                href={CLEARANCES_PATH}
                className="console-filter"
                aria-current={office === undefined ? 'page' : undefined}
              >
                {t('allOffices')}
              </Link>
            </li>
            {offices.map((o) => (
              <li key={o.code}>
                <Link
                  href={`${CLEARANCES_PATH}?office=${encodeURIComponent(o.code)}`}
                  className="console-filter"
                  aria-current={o.code === office ? 'page' : undefined}
                >
                  {t('officeTab', { office: o.name[locale], count: o.count })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !list ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : list.data.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <ul className="console-list">
            {list.data.map((a) => (
              <ApplicationQueueItem
                key={a.id}
                application={a}
                last={{ label: t('waitingFor'), value: a.waiting_for.map(nameOf).join(', ') }}
              />
            ))}
          </ul>
          <ConsolePager
            pagination={list.meta.pagination}
            path={CLEARANCES_PATH}
            query={office ? { office } : {}}
          />
        </>
      )}
    </section>
  );
}
