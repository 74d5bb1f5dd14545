import { Link } from 'wouter';
import type { NewsList } from '@/domain/contracts/news';
import { useMessages } from '@/lib/i18n/use-messages';
import { newsMessages } from '../news-messages';

/** Previous / Next through a list of news; the page lives in the address (`?page=`). */
export function NewsPager({
  pagination,
  path,
}: {
  pagination: NewsList['meta']['pagination'];
  path: string;
}) {
  const t = useMessages(newsMessages);
  const { current_page: page, total_pages: pages } = pagination;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pages')}>
      {page > 1 ? (
        <Link href={`${path}?page=${page - 1}`} className="button button-secondary">
          {t('previous')}
        </Link>
      ) : null}
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link href={`${path}?page=${page + 1}`} className="button button-secondary">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
