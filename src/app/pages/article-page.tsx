import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { ArticleView } from '@/features/news/components/article-view';
import { newsMessages } from '@/features/news/news-messages';
import { useNewsArticle } from '@/features/news/use-news-article';
import { useMessages } from '@/lib/i18n/use-messages';

/** `/articles/{id}`: one article or video, signed in or out. */
export default function ArticlePage() {
  const t = useMessages(newsMessages);
  const { id = '' } = useParams<{ id: string }>();
  const { state, reload } = useNewsArticle(id);
  const title = state.status === 'ready' ? state.data.data.attributes.title : null;
  useEffect(() => {
    if (!title) return;
    // The tab and a shared link read the story's title (the first HTML has it too).
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <div className="page narrow">
      <p>
        <Link href="/news">{t('backToNews')}</Link>
      </p>
      {state.status === 'loading' ? (
        <div className="news-loading" role="status" aria-busy="true" aria-label={t('loading')} />
      ) : state.status === 'error' ? (
        state.error.status === 404 ? (
          <p role="alert">{t('notFound')}</p>
        ) : (
          <div role="alert">
            <p>{t('loadFailed')}</p>
            <button type="button" className="button button-secondary" onClick={reload}>
              {t('tryAgain')}
            </button>
          </div>
        )
      ) : (
        <ArticleView article={state.data.data.attributes} />
      )}
    </div>
  );
}
