import '../news.css';
import { Link } from 'wouter';
import { NEWS_CARD_SIZES, type NewsItem } from '@/domain/contracts/news';
import { formatDate } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { newsMessages } from '../news-messages';
import { NewsCover } from './news-cover';

/** One item in a list: cover, category, title (the link, stretched over the card), summary, date. */
export function NewsCard({ item, eager = false }: { item: NewsItem; eager?: boolean }) {
  const t = useMessages(newsMessages);
  const a = item.attributes;
  return (
    <li className="news-card">
      {a.cover ? <NewsCover cover={a.cover} sizes={NEWS_CARD_SIZES} eager={eager} /> : null}
      <div className="news-card-text">
        <p className="news-meta">
          {a.kind === 'video' ? <span className="news-badge">{t('video')}</span> : null}
          {a.category}
        </p>
        <h3>
          <Link href={`/articles/${item.id}`} className="news-card-link">
            {a.title}
          </Link>
        </h3>
        <p>{a.summary}</p>
        <p className="news-meta">
          <time dateTime={a.published_at}>{formatDate(a.published_at, getIntlLocale())}</time>
        </p>
      </div>
    </li>
  );
}
