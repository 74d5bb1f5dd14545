import type { ReactNode } from 'react';
import type { FetchState } from '@/lib/use-fetch';
import type { NewsList } from '@/domain/contracts/news';
import { useMessages } from '@/lib/i18n/use-messages';
import { newsMessages } from '../news-messages';
import { NewsGrid } from './news-grid';

/**
 * A titled list of news in its states: a reserved box while loading, the failure with Try
 * again, nothing when empty (unless `empty` is given), else the grid and what follows it.
 */
export function NewsSection({
  title,
  state,
  onRetry,
  eagerFirst = false,
  empty,
  children,
}: {
  title: string;
  state: FetchState<NewsList>;
  onRetry: () => void;
  eagerFirst?: boolean;
  empty?: ReactNode;
  children?: (list: NewsList) => ReactNode;
}) {
  const t = useMessages(newsMessages);
  if (state.status === 'ready' && state.data.data.length === 0 && !empty) return null;
  return (
    <section className="news-section" aria-label={title}>
      <h2>{title}</h2>
      {state.status === 'loading' ? (
        <div className="news-loading" role="status" aria-busy="true" aria-label={t('loading')} />
      ) : state.status === 'error' ? (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        </div>
      ) : state.data.data.length === 0 ? (
        empty
      ) : (
        <>
          <NewsGrid items={state.data.data} label={title} eagerFirst={eagerFirst} />
          {children?.(state.data)}
        </>
      )}
    </section>
  );
}
