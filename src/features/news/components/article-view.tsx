import '../news.css';
import { ARTICLE_COVER_SIZES, type NewsArticle } from '@/domain/contracts/news';
import { formatDate } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { newsMessages } from '../news-messages';
import { NewsCover } from './news-cover';
import { VideoPlayer } from './video-player';

/** An article or video: title, category and date, its cover or player, summary and body. */
export function ArticleView({ article }: { article: NewsArticle['attributes'] }) {
  const t = useMessages(newsMessages);
  const date = formatDate(article.published_at, getIntlLocale());
  return (
    <article className="news-article">
      <p className="news-meta">{article.category}</p>
      <h1>{article.title}</h1>
      <p className="news-meta">
        <time dateTime={article.published_at}>{t('publishedOn', { date })}</time>
      </p>
      {article.kind === 'video' ? (
        <VideoPlayer video={article} />
      ) : article.cover ? (
        <NewsCover cover={article.cover} sizes={ARTICLE_COVER_SIZES} eager />
      ) : null}
      <p className="lead">{article.summary}</p>
      {/* The server renders the LGU's Markdown and passes it through an allow-list (no script,
          no handlers, no javascript: links): render-markdown.ts. */}
      <div className="news-body" dangerouslySetInnerHTML={{ __html: article.body }} />
    </article>
  );
}
