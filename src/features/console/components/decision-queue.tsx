import { Fragment, type ReactNode, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import type { Pagination } from '../api/admin-types';
import { treasuryMessages } from '../treasury-messages';
import '../treasury.css';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsolePager } from './console-pager';

interface DecisionQueueProps<Open extends string, Item> {
  /** The section's address; `?state=decided` lists what was decided. */
  path: string;
  title: string;
  intro: string;
  /** The state listed first: what waits for a decision. */
  open: Open;
  /** The filter links' labels, for the open state and for 'decided'. */
  labels: Record<Open | 'decided', string>;
  list: (
    state: Open | 'decided',
    page: number,
    signal: AbortSignal,
  ) => Promise<{ data: Item[]; meta: { pagination: Pagination } }>;
  itemKey: (item: Item) => string;
  /** One item's card (a list item); `decided` says what was done and reads the list again. */
  card: (item: Item, decided: (message: string) => void) => ReactNode;
}

/** A treasury queue of things to decide (proofs, refunds): open or decided, a page at a time. */
export function DecisionQueue<Open extends string, Item>({
  path,
  title,
  intro,
  open,
  labels,
  list,
  itemKey,
  card,
}: DecisionQueueProps<Open, Item>) {
  const t = useMessages(treasuryMessages);
  const params = new URLSearchParams(useSearch());
  const state = params.get('state') === 'decided' ? 'decided' : open;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const fetched = useFetch(`${path}-${state}-${String(page)}`, (signal) => list(state, page, signal));
  const [notice, setNotice] = useState('');
  const decided = (message: string) => {
    setNotice(message);
    fetched.refresh();
  };
  const titleId = `${path.split('/').pop() ?? 'queue'}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{intro}</p>
      <ul className="console-filters">
        {([open, 'decided'] as const).map((s) => (
          <li key={s}>
            <Link
              href={s === open ? path : `${path}?state=decided`}
              className="console-filter"
              aria-current={state === s ? 'page' : undefined}
            >
              {labels[s]}
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
            {fetched.state.data.data.map((item) => (
              <Fragment key={itemKey(item)}>{card(item, decided)}</Fragment>
            ))}
          </ul>
          <ConsolePager
            pagination={fetched.state.data.meta.pagination}
            path={path}
            query={state === 'decided' ? { state } : {}}
          />
        </>
      )}
    </section>
  );
}
