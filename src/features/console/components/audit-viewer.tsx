import { useSearch } from 'wouter';
import { RecordTable } from '@/components/record-table';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import type { AuditEntry } from '../api/admin-types';
import { listAudit } from '../api/list-audit';
import { auditMessages } from '../audit-messages';
import { AuditFilters } from './audit-filters';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsolePager } from './console-pager';

const PATH = '/console/audit';

/** What a change was, in a line: its reason, or its values, as the trail kept them. */
const detailOf = (entry: AuditEntry) =>
  Object.entries(entry.detail)
    .filter(([, v]) => v !== null && v !== '' && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('; ');

/** `/console/audit`: who did what to what, and when, by name; filtered by actor, action and day. */
export function AuditViewer() {
  const t = useMessages(auditMessages);
  const search = useSearch();
  const params = new URLSearchParams(search);
  const query = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const { state, reload } = useFetch(`audit?${search}`, (signal) => listAudit(query, signal));
  const actions = state.data?.meta.actions ?? (query.action ? [query.action] : []);
  const kept = Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => e[0] !== 'page' && e[1] !== ''),
  );
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">{t('auditTitle')}</h2>
      <AuditFilters
        path={PATH}
        filters={[
          { name: 'actor', label: t('actor'), value: query.actor },
          {
            name: 'action',
            label: t('action'),
            value: query.action,
            options: [{ value: '', label: t('anyAction') }, ...actions.map((a) => ({ value: a, label: a }))],
          },
          { name: 'from', label: t('from'), value: query.from, type: 'date' },
          { name: 'to', label: t('to'), value: query.to, type: 'date' },
        ]}
      />
      {state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !state.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : state.data.data.length === 0 ? (
        <p>{t('nothingFound')}</p>
      ) : (
        <>
          <RecordTable
            caption={t('auditTitle')}
            records={state.data.data}
            rowKey={(e) => e.id}
            columns={[
              { label: t('when'), value: (e) => formatDateTime(e.at, getIntlLocale()) },
              {
                label: t('actor'),
                lead: true,
                value: (e) => `${e.actor_name} (${t(`kind.${e.actor_kind}`)})`,
              },
              { label: t('action'), value: (e) => e.action },
              { label: t('subject'), value: (e) => <span className="console-wrap">{e.subject_name}</span> },
              { label: t('detail'), value: (e) => <span className="console-wrap">{detailOf(e)}</span> },
            ]}
          />
          <ConsolePager pagination={state.data.meta.pagination} path={PATH} query={kept} />
        </>
      )}
    </section>
  );
}
