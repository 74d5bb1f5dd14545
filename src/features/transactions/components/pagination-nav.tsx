import { Link } from 'wouter';
import type { Pagination } from '@/domain/contracts/payments';

/** Previous / Next through a paged list; the page lives in the address (`?page=`). */
export function PaginationNav({ pagination, path }: { pagination: Pagination; path: string }) {
  const { current_page: page, total_pages: pages } = pagination;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link href={`${path}?page=${page - 1}`} className="button button-secondary">
          Previous
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={`${path}?page=${page + 1}`} className="button button-secondary">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
