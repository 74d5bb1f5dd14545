import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { listProofs } from '../api/list-proofs';
import { treasuryMessages } from '../treasury-messages';
import '../treasury.css';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsolePager } from './console-pager';
import { ProofCard } from './proof-card';

const PATH = '/console/proofs';

/** `/console/proofs`: proofs of payment waiting for the treasury, and those it decided on. */
export function ProofsReview() {
  const t = useMessages(treasuryMessages);
  const params = new URLSearchParams(useSearch());
  const state = params.get('state') === 'decided' ? 'decided' : 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const fetched = useFetch(`proofs-${state}-${String(page)}`, (signal) => listProofs(state, page, signal));
  const [notice, setNotice] = useState('');
  const decided = (message: string) => {
    setNotice(message);
    fetched.refresh();
  };
  return (
    <section aria-labelledby="proofs-title">
      <h2 id="proofs-title">{t('proofsTitle')}</h2>
      <p>{t('proofsIntro')}</p>
      <ul className="console-filters">
        {(['waiting', 'decided'] as const).map((s) => (
          <li key={s}>
            <Link
              href={s === 'waiting' ? PATH : `${PATH}?state=decided`}
              className="console-filter"
              aria-current={state === s ? 'page' : undefined}
            >
              {t(s)}
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
            {fetched.state.data.data.map((proof) => (
              <ProofCard
                key={`${proof.transaction_id}-${proof.review?.at ?? ''}`}
                proof={proof}
                onDecided={decided}
              />
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
