import { lazy } from 'react';
import { useParams } from 'wouter';
import { olderChoices } from '@/domain/transactions/transaction-routes';
import { hasApplicationPage } from '@/features/applications/definition-loaders';
import { OVR_PAGE } from '@/features/ordinance-violations/ovr-page';
import { RPT_PAGES } from '@/features/real-property-tax/rpt-pages';
import { OlderSubPathRedirect } from '../select-transaction/older-sub-path-redirect';
import NotFoundPage from './not-found-page';
import RealPropertyTaxPage from './real-property-tax-page';

// The application renderer and its definitions load only on an application's page (issue 18).
const ApplicationPage = lazy(() => import('./application-page'));
// EHELP › Electronic Immunization Registration (§2.8) is E-Help's registration (§2.9): one form.
const ImmunizationRegistrationPage = lazy(() => import('./immunization-registration-page'));
const VACCINATION = 'vaccination';
// OVRS › OVR PAYMENT (§2.8): a bill found, its photo sent, paid (issue 27); loaded only there.
const OrdinanceViolationPage = lazy(() => import('./ordinance-violation-page'));

/**
 * `/create-transaction/{page}` (§2.8): the page a Proceed of Select Transaction opens, by its
 * sub-path. One route for all of them, so the first page does not carry their list; an older
 * variant's sub-path goes to the current one's kind; a sub-path whose service is not built yet is
 * "Page not found".
 */
export default function CreateTransactionPage() {
  const { page = '' } = useParams<{ page: string }>();
  if (Object.hasOwn(RPT_PAGES, page)) return <RealPropertyTaxPage />;
  // A kind file named like an older sub-path (one with no current equivalent: puv, tricycle) serves it.
  if (hasApplicationPage(page)) return <ApplicationPage />;
  if (page === VACCINATION) return <ImmunizationRegistrationPage />;
  if (page === OVR_PAGE) return <OrdinanceViolationPage />;
  if (olderChoices(page).length > 0) return <OlderSubPathRedirect page={page} />;
  return <NotFoundPage />;
}
