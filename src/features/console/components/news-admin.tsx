import { useState } from 'react';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { featureNews } from '../api/feature-news';
import { listNews } from '../api/list-news';
import { unpublishNews } from '../api/unpublish-news';
import { operationsMessages } from '../operations-messages';
import { useConsoleAction } from '../use-console-action';
import { ConsoleLoadFailed } from './console-load-failed';
import { NewsEditor } from './news-editor';

/** `/console/news`: a new article with its preview, then every item with its state, featured or taken down here. */
export function NewsAdmin() {
  const t = useMessages(operationsMessages);
  const { state, reload, refresh } = useFetch('news', (signal) => listNews(signal));
  const action = useConsoleAction();
  const [notice, setNotice] = useState<string>();
  const changed = (message: string) => {
    setNotice(message);
    refresh();
  };
  const act = async (work: () => Promise<unknown>, message: string) => {
    if ((await action.run(work)) !== undefined) changed(message);
  };
  return (
    <>
      <p role="status" className="console-notice">
        {notice}
      </p>
      <NewsEditor onPublished={changed} />
      <section aria-labelledby="news-list-title">
        <h2 id="news-list-title">{t('newsItems')}</h2>
        {action.error ? (
          <p role="alert" className="console-error">
            {action.error}
          </p>
        ) : null}
        {state.status === 'error' ? (
          <ConsoleLoadFailed onRetry={reload} />
        ) : !state.data ? (
          <div role="status" aria-busy="true" aria-label={t('loading')} />
        ) : state.data.data.length === 0 ? (
          <p>{t('noNews')}</p>
        ) : (
          <ul className="console-list">
            {state.data.data.map((n) => (
              <li key={n.id} className="console-card console-item">
                <h3>{n.title}</h3>
                <p className="console-muted">
                  {t(`newsState.${n.state}`)} · {formatDateTime(n.published_at, getIntlLocale())} ·{' '}
                  {n.category}
                  {n.featured ? ` · ${t('featured')}` : ''}
                </p>
                {n.state === 'unpublished' ? null : (
                  <div className="console-buttons">
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={action.busy}
                      onClick={() =>
                        void act(
                          () => featureNews(n.id, !n.featured),
                          t(n.featured ? 'unfeaturedDone' : 'featuredDone', { title: n.title }),
                        )
                      }
                    >
                      {t(n.featured ? 'unfeature' : 'feature', { title: n.title })}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={action.busy}
                      onClick={() =>
                        void act(() => unpublishNews(n.id), t('unpublishedDone', { title: n.title }))
                      }
                    >
                      {t('unpublish', { title: n.title })}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
