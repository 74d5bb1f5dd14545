import { formatDateTime } from '@/domain/format/format-date';
import { RecordTable } from '@/components/record-table';
import { formatCount } from '@/domain/format/format-count';
import { PaginationNav } from '@/components/pagination-nav';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { listImports } from '../api/list-imports';
import { operationsMessages } from '../operations-messages';
import { ConsoleLoadFailed } from './console-load-failed';

/** Every import, console or command line: who imported which file, when, and how it ended. */
export function ImportHistory({ page, round }: { page: number; round: number }) {
  const t = useMessages(operationsMessages);
  const locale = useLocale((s) => s.locale);
  const { state, reload } = useFetch(`imports|${page}|${round}`, (signal) => listImports(page, signal));
  return (
    <section aria-labelledby="import-history-title">
      <h2 id="import-history-title">{t('history')}</h2>
      {state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !state.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : state.data.data.length === 0 ? (
        <p>{t('noImports')}</p>
      ) : (
        <>
          <RecordTable
            caption={t('history')}
            records={state.data.data}
            rowKey={(run) => String(run.id)}
            columns={[
              { label: t('when'), value: (run) => formatDateTime(run.created_at, getIntlLocale()) },
              { label: t('importKind'), lead: true, value: (run) => run.kind_label[locale] },
              { label: t('file'), value: (run) => <span className="console-wrap">{run.file_name}</span> },
              {
                label: t('rows'),
                numeric: true,
                value: (run) => formatCount(run.outcome?.rows ?? run.total_rows),
              },
              {
                label: t('by'),
                value: (run) =>
                  t('byVia', {
                    name: run.actor_name ?? run.actor,
                    via: t(`via.${run.via === 'console' ? 'console' : 'cli'}`),
                  }),
              },
              { label: t('outcome'), lead: true, value: (run) => t(`state.${run.status}`) },
            ]}
          />
          <PaginationNav pagination={state.data.meta.pagination} path="/console/imports" />
        </>
      )}
    </section>
  );
}
