import type { FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { RecordTable } from '@/components/record-table';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { searchSupport } from '../api/search-support';
import { treasuryMessages } from '../treasury-messages';
import '../treasury.css';
import { peso } from './collection-money';
import { ConsolePager } from './console-pager';

/** Taxpayer support's search; `/{id}` under it opens a taxpayer (support-search.tsx). */
const PATH = '/console/search';

/** The search form and what it found: people first, then their transactions, a page at a time. */
export function SupportSearchPage() {
  const t = useMessages(treasuryMessages);
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { state } = useFetch(q ? `search-${q}-${String(page)}` : null, (signal) =>
    searchSupport(q, page, signal),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(value ? `${PATH}?${new URLSearchParams({ q: value }).toString()}` : PATH);
  };
  const found = state.data;
  return (
    <section aria-labelledby="search-title">
      <h2 id="search-title">{t('searchTitle')}</h2>
      <form role="search" onSubmit={submit} className="console-card console-filter-form" key={q}>
        <div className="field">
          <label htmlFor="support-q">{t('searchLabel')}</label>
          <input id="support-q" name="q" type="search" defaultValue={q} autoComplete="off" />
        </div>
        <div className="console-buttons">
          <button type="submit" className="button">
            {t('search')}
          </button>
        </div>
      </form>
      {!q ? null : state.status === 'error' ? (
        <p role="alert">{state.error.message}</p>
      ) : !found ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : found.meta.people.length === 0 && found.data.length === 0 ? (
        <p role="status">{t('noneFound')}</p>
      ) : (
        <>
          {found.meta.people.length > 0 ? (
            <section aria-labelledby="people-title">
              <h3 id="people-title">{t('people')}</h3>
              <ul className="treasury-list">
                {found.meta.people.map((p) => (
                  <li key={p.id} className="console-card">
                    <Link href={`${PATH}/${String(p.id)}`}>{t('openTaxpayer', { name: p.name })}</Link>
                    <span className="treasury-block console-muted console-wrap">
                      {[p.mobile_number, p.email].filter(Boolean).join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="found-title">
            <h3 id="found-title">{t('found', { count: found.meta.pagination.total })}</h3>
            {found.data.length > 0 ? (
              <RecordTable
                caption={t('transactions')}
                records={found.data}
                rowKey={(r) => String(r.id)}
                columns={[
                  { label: t('reference'), lead: true, value: (r) => r.reference },
                  {
                    label: t('payor'),
                    value: (r) => <Link href={`${PATH}/${String(r.taxpayer_id)}`}>{r.payor}</Link>,
                  },
                  { label: t('type'), value: (r) => <span className="console-wrap">{r.description}</span> },
                  { label: t('status'), value: (r) => r.status },
                  { label: t('amount'), numeric: true, value: (r) => peso(r.amount) },
                  { label: t('orNumber'), value: (r) => r.or_number ?? '' },
                  { label: t('createdAt'), value: (r) => formatDateTime(r.created_at, getIntlLocale()) },
                ]}
              />
            ) : null}
            <ConsolePager pagination={found.meta.pagination} path={PATH} query={{ q }} />
          </section>
        </>
      )}
    </section>
  );
}
