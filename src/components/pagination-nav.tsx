import { Link } from 'wouter';

import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

/** Previous / Next through a paged list (the history, the news); the page lives in the address (`?page=`). */
export function PaginationNav({
  pagination,
  path,
}: {
  pagination: { current_page: number; total_pages: number };
  path: string;
}) {
  const t = useMessages(commonMessages);
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
