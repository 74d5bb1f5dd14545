import { Link, useLocation, useSearch } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { PaginationNav } from '@/components/pagination-nav';
import { NewsSection } from '@/features/news/components/news-section';
import { newsMessages } from '@/features/news/news-messages';
import { useNewsList } from '@/features/news/use-news-list';
import { useMessages } from '@/lib/i18n/use-messages';
import { pageFromQuery } from '@/features/news/page-from-query';

/** `/articles` and `/videos`: every published one of the kind, newest first, a page at a time. */
export default function NewsListPage() {
  const t = useMessages(newsMessages);
  const [location] = useLocation();
  const videos = location.startsWith('/videos');
  const path = videos ? '/videos' : '/articles';
  const page = pageFromQuery(useSearch());
  const list = useNewsList({ type: videos ? 'video' : 'article', page, perPage: 12 });
  const title = videos ? t('videos') : t('articles');
  return (
    <div className="page">
      <p>
        <Link href="/news">{t('backToNews')}</Link>
      </p>
      <h1>{title}</h1>
      <NewsSection title={title} state={list.state} onRetry={list.reload} eagerFirst empty={<EmptyState />}>
        {(l) => <PaginationNav pagination={l.meta.pagination} path={path} />}
      </NewsSection>
    </div>
  );
}
