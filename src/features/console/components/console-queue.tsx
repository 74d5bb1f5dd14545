import { Link } from 'wouter';
import { APPLICATION_WORKFLOW } from '@/domain/statuses/application-workflow';
import { PaginationNav } from '@/components/pagination-nav';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getQueue } from '../api/get-queue';
import { consoleMessages } from '../console-messages';
import { ApplicationQueueItem } from './application-queue-item';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsoleStatus } from './console-status';

export const CONSOLE_PATH = '/console';
/** A status's queue: the status in the path, so the page (`?page=`) can follow it. */
export const queuePath = (status: string) => `${CONSOLE_PATH}/queue/${encodeURIComponent(status)}`;

/** The queue: a filter per status with its count, then that status's applications, oldest first. */
export function ConsoleQueue({ status, page }: { status: string; page: number }) {
  const t = useMessages(consoleMessages);
  const { state, reload } = useFetch(`${status}|${page}`, (signal) => getQueue(status, page, signal));
  const queue = state.data;
  const path = queuePath(status);
  return (
    <section aria-labelledby="console-queue-title">
      <h2 id="console-queue-title">{t('queue')}</h2>
      <nav aria-label={t('queueByStatus')}>
        <ul className="console-filters">
          {APPLICATION_WORKFLOW.map((s) => (
            <li key={s.value}>
              <Link
                href={queuePath(s.value)}
                className="console-filter"
                aria-current={s.value === status ? 'page' : undefined}
              >
                {t('statusTab', { status: s.value, count: queue?.meta.counts[s.value] ?? '…' })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !queue ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : queue.data.length === 0 ? (
        <p>{t('noApplications')}</p>
      ) : (
        <>
          <ul className="console-list">
            {queue.data.map((a) => (
              <ApplicationQueueItem
                key={a.id}
                application={a}
                last={{ label: t('status'), value: <ConsoleStatus status={a.status} /> }}
              />
            ))}
          </ul>
          <PaginationNav pagination={queue.meta.pagination} path={path} />
        </>
      )}
    </section>
  );
}
