import { lazy } from 'react';
import { useParams } from 'wouter';
import { hasApplicationPage } from '@/features/applications/definition-loaders';
import { RPT_PAGES } from '@/features/real-property-tax/rpt-pages';
import NotFoundPage from './not-found-page';
import RealPropertyTaxPage from './real-property-tax-page';

// The application renderer and its definitions load only on an application's page (issue 18).
const ApplicationPage = lazy(() => import('./application-page'));

/**
 * `/create-transaction/{page}` (§2.8): the page a Proceed of Select Transaction opens, by its
 * sub-path. One route for all of them, so the first page does not carry their list; a sub-path
 * whose service is not built yet is "Page not found".
 */
export default function CreateTransactionPage() {
  const { page = '' } = useParams<{ page: string }>();
  if (Object.hasOwn(RPT_PAGES, page)) return <RealPropertyTaxPage />;
  if (hasApplicationPage(page)) return <ApplicationPage />;
  return <NotFoundPage />;
}
