import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { auditMessages } from '../audit-messages';

/** Previous / Next through a filtered list: the filters stay in the address with the page. */
export function ConsolePager({
  pagination,
  path,
  query,
}: {
  pagination: { current_page: number; total_pages: number };
  path: string;
  /** The filters, kept on every page. */
  query: Record<string, string>;
}) {
  const t = useMessages(auditMessages);
  const { current_page: page, total_pages: pages } = pagination;
  if (pages <= 1) return null;
  const href = (to: number) => `${path}?${new URLSearchParams({ ...query, page: String(to) }).toString()}`;
  return (
    <nav className="pagination" aria-label={t('pages')}>
      {page > 1 ? (
        <Link href={href(page - 1)} className="button button-secondary">
          {t('previous')}
        </Link>
      ) : null}
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className="button button-secondary">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
