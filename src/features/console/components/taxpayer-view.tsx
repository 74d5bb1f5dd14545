import { Link, useSearch } from 'wouter';
import { RecordTable } from '@/components/record-table';
import { formatDateTime } from '@/domain/format/format-date';
import { mayDo } from '@/domain/staff/staff-permissions';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import type { StaffMember } from '../api/console-types';
import { getTaxpayer } from '../api/get-taxpayer';
import { treasuryMessages } from '../treasury-messages';
import { channelLabel } from './channel-label';
import { peso } from './collection-money';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsolePager } from './console-pager';
import { TaxpayerDocuments } from './taxpayer-documents';

/** `/console/search/{id}`: one taxpayer, read-only: account, transactions, applications, payments, documents. */
export function TaxpayerView({ id, me }: { id: string; me: StaffMember }) {
  const t = useMessages(treasuryMessages);
  const locale = useLocale((s) => s.locale);
  const page = Math.max(1, Number(new URLSearchParams(useSearch()).get('page')) || 1);
  const { state, reload } = useFetch(`taxpayer-${id}-${String(page)}`, (signal) =>
    getTaxpayer(id, page, signal),
  );
  const when = (at: string | null) => (at ? formatDateTime(at, getIntlLocale()) : '');
  if (state.status === 'error') return <ConsoleLoadFailed onRetry={reload} />;
  if (!state.data) return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  const p = state.data.data;
  return (
    <section aria-labelledby="taxpayer-title">
      <p>
        <Link href="/console/search">{t('backToSearch')}</Link>
      </p>
      <h2 id="taxpayer-title">{p.name}</h2>
      <dl className="console-facts console-card">
        <div className="console-fact">
          <dt>{t('mobile')}</dt>
          <dd>{p.mobile_number ?? '—'}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('email')}</dt>
          <dd className="console-wrap">
            {p.email ? `${p.email} (${t(p.email_verified ? 'emailVerified' : 'emailUnverified')})` : '—'}
          </dd>
        </div>
        <div className="console-fact">
          <dt>{t('resident')}</dt>
          <dd>{t(p.is_resident ? 'yes' : 'no')}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('since')}</dt>
          <dd>{when(p.created_at)}</dd>
        </div>
      </dl>
      <section aria-labelledby="transactions-title">
        <h3 id="transactions-title">{t('transactions')}</h3>
        {p.transactions.length === 0 ? (
          <p>{t('nothing')}</p>
        ) : (
          <RecordTable
            caption={t('transactions')}
            records={p.transactions}
            rowKey={(r) => String(r.id)}
            columns={[
              { label: t('reference'), lead: true, value: (r) => r.reference },
              { label: t('type'), value: (r) => <span className="console-wrap">{r.description}</span> },
              { label: t('status'), value: (r) => r.status },
              { label: t('amount'), numeric: true, value: (r) => peso(r.amount) },
              { label: t('orNumber'), value: (r) => r.or_number ?? '' },
              { label: t('paidAt'), value: (r) => when(r.paid_at) },
              { label: t('createdAt'), value: (r) => when(r.created_at) },
            ]}
          />
        )}
        <ConsolePager pagination={state.data.meta.pagination} path={`/console/search/${id}`} query={{}} />
      </section>
      <section aria-labelledby="applications-title">
        <h3 id="applications-title">{t('applications')}</h3>
        {p.applications.length === 0 ? (
          <p>{t('nothing')}</p>
        ) : (
          <ul className="treasury-list">
            {p.applications.map((a) => (
              <li key={a.id} className="console-card">
                {mayDo(me.permissions, ['applications.view']) ? (
                  <Link href={`/console/applications/${String(a.id)}`}>
                    {t('openApplication', { reference: a.reference })}
                  </Link>
                ) : (
                  <strong>{a.reference}</strong>
                )}
                <span className="treasury-block">
                  {a.title?.[locale] ?? ''} · {a.status} · {when(a.created_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payments-title">
        <h3 id="payments-title">{t('payments')}</h3>
        {p.payments.length === 0 ? (
          <p>{t('nothing')}</p>
        ) : (
          <RecordTable
            caption={t('payments')}
            records={p.payments}
            rowKey={(r) => r.id}
            columns={[
              { label: t('reference'), lead: true, value: (r) => r.reference },
              { label: t('channel'), value: (r) => channelLabel(t, r.channel) },
              { label: t('amount'), numeric: true, value: (r) => peso(r.amount) },
              {
                label: t('status'),
                value: (r) =>
                  r.refund
                    ? `${r.status} · ${t('refundOf', { reason: r.refund.reason, status: r.refund.status })}`
                    : r.status,
              },
              { label: t('createdAt'), value: (r) => when(r.created_at) },
            ]}
          />
        )}
      </section>
      <TaxpayerDocuments documents={p.documents} />
    </section>
  );
}
