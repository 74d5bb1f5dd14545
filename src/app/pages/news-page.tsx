import { Link, useSearch } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { NEWS_PAGE_QUERIES } from '@/domain/contracts/news';
import { PaginationNav } from '@/components/pagination-nav';
import { NewsSection } from '@/features/news/components/news-section';
import { newsMessages } from '@/features/news/news-messages';
import { useNewsList } from '@/features/news/use-news-list';
import { useMessages } from '@/lib/i18n/use-messages';
import { pageFromQuery } from '@/features/news/page-from-query';

/** `/news`: the featured articles and videos first, then the latest of the rest, a page at a time. */
export default function NewsPage() {
  const t = useMessages(newsMessages);
  const page = pageFromQuery(useSearch());
  const featured = useNewsList(NEWS_PAGE_QUERIES.featured);
  const latest = useNewsList({ ...NEWS_PAGE_QUERIES.latest, page });
  const loading = latest.state.status === 'loading' || (page === 1 && featured.state.status === 'loading');
  return (
    <div className="page">
      <h1>{t('news')}</h1>
      <p className="lead">{t('newsLead')}</p>
      <nav aria-label={t('newsSections')}>
        <ul className="news-sections">
          <li>
            <Link href="/articles">{t('allArticles')}</Link>
          </li>
          <li>
            <Link href="/videos">{t('allVideos')}</Link>
          </li>
        </ul>
      </nav>
      {loading ? (
        // One box for both lists, as tall as the screen: they appear together, and what lies
        // below (the footer) moves only while out of sight (no layout shift).
        <div className="news-loading" role="status" aria-busy="true" aria-label={t('loading')} />
      ) : (
        <>
          {page === 1 ? (
            <NewsSection title={t('featured')} state={featured.state} onRetry={featured.reload} eagerFirst />
          ) : null}
          <NewsSection
            title={t('latest')}
            state={latest.state}
            onRetry={latest.reload}
            empty={<EmptyState />}
            eagerFirst={page > 1 || featured.state.data?.data.length === 0}
          >
            {(list) => <PaginationNav pagination={list.meta.pagination} path="/news" />}
          </NewsSection>
        </>
      )}
    </div>
  );
}
