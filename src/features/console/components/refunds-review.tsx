import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { listRefunds } from '../api/list-refunds';
import { treasuryMessages } from '../treasury-messages';
import '../treasury.css';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsolePager } from './console-pager';
import { RefundCard } from './refund-card';

const PATH = '/console/refunds';

/** `/console/refunds`: payments held for refund waiting for the treasury, and those decided. */
export function RefundsReview() {
  const t = useMessages(treasuryMessages);
  const params = new URLSearchParams(useSearch());
  const state = params.get('state') === 'decided' ? 'decided' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const fetched = useFetch(`refunds-${state}-${String(page)}`, (signal) => listRefunds(state, page, signal));
  const [notice, setNotice] = useState('');
  const decided = (message: string) => {
    setNotice(message);
    fetched.refresh();
  };
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">{t('refundsTitle')}</h2>
      <p>{t('refundsIntro')}</p>
      <ul className="console-filters">
        {(['open', 'decided'] as const).map((s) => (
          <li key={s}>
            <Link
              href={s === 'open' ? PATH : `${PATH}?state=decided`}
              className="console-filter"
              aria-current={state === s ? 'page' : undefined}
            >
              {t(s === 'open' ? 'refundsOpen' : 'refundsDecided')}
            </Link>
          </li>
        ))}
      </ul>
      <p role="status" className="console-notice">
        {notice}
      </p>
      {fetched.state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={fetched.reload} />
      ) : !fetched.state.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : fetched.state.data.data.length === 0 ? (
        <p>{t('nothing')}</p>
      ) : (
        <>
          <ul className="treasury-list">
            {fetched.state.data.data.map((refund) => (
              <RefundCard key={`${refund.id}-${refund.status}`} refund={refund} onDecided={decided} />
            ))}
          </ul>
          <ConsolePager
            pagination={fetched.state.data.meta.pagination}
            path={PATH}
            query={state === 'decided' ? { state } : {}}
          />
        </>
      )}
    </section>
  );
}
