import { useParams } from 'wouter';
import { RPT_PAGES } from '@/features/real-property-tax/rpt-pages';
import NotFoundPage from './not-found-page';
import RealPropertyTaxPage from './real-property-tax-page';

/**
 * `/create-transaction/{page}` (§2.8): the page a Proceed of Select Transaction opens, by its
 * sub-path. One route for all of them, so the first page does not carry their list; a sub-path
 * whose service is not built yet is "Page not found".
 */
export default function CreateTransactionPage() {
  const { page = '' } = useParams<{ page: string }>();
  if (Object.hasOwn(RPT_PAGES, page)) return <RealPropertyTaxPage />;
  return <NotFoundPage />;
}
