import { useSearch } from 'wouter';
import { RecordTable } from '@/components/record-table';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { listSignIns } from '../api/list-sign-ins';
import { auditMessages } from '../audit-messages';
import { AuditFilters } from './audit-filters';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsolePager } from './console-pager';

const PATH = '/console/sign-ins';
const OUTCOMES = [
  'password-ok',
  'wrong-password',
  'unknown-user',
  'disabled',
  'locked-out',
  'code-ok',
  'wrong-code',
  'code-locked-out',
  'signed-out',
] as const;

/** `/console/sign-ins`: every staff sign-in step, passed or refused, with where it came from. */
export function SignInHistory() {
  const t = useMessages(auditMessages);
  const search = useSearch();
  const params = new URLSearchParams(search);
  const query = {
    outcome: params.get('outcome') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { state, reload } = useFetch(`sign-ins?${search}`, (signal) =>
    listSignIns({ ...query, page }, signal),
  );
  const outcomeLabel = (o: string) =>
    (OUTCOMES as readonly string[]).includes(o) ? t(`outcome.${o as (typeof OUTCOMES)[number]}`) : o;
  return (
    <section aria-labelledby="sign-ins-title">
      <h2 id="sign-ins-title">{t('signInsTitle')}</h2>
      <AuditFilters
        path={PATH}
        filters={[
          {
            name: 'outcome',
            label: t('outcome'),
            value: query.outcome,
            options: [
              { value: '', label: t('anyOutcome') },
              ...OUTCOMES.map((o) => ({ value: o, label: outcomeLabel(o) })),
            ],
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
            caption={t('signInsTitle')}
            records={state.data.data}
            rowKey={(e) => String(e.id)}
            columns={[
              { label: t('when'), value: (e) => formatDateTime(e.at, getIntlLocale()) },
              {
                label: t('member'),
                lead: true,
                value: (e) => `${e.name ?? t('noSuchMember')} (${e.username})`,
              },
              { label: t('outcome'), value: (e) => outcomeLabel(e.outcome) },
              { label: t('address'), value: (e) => e.address },
              { label: t('browser'), value: (e) => <span className="console-wrap">{e.user_agent}</span> },
            ]}
          />
          <ConsolePager
            pagination={state.data.meta.pagination}
            path={PATH}
            query={Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''))}
          />
        </>
      )}
    </section>
  );
}
