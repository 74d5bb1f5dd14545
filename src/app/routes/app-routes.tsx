import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/error-boundary';
import { useSession } from '@/stores/session';
import { useSiteContent } from '../shell/use-site-content';
import { firstLoginRedirect, routeTable } from './route-table';

const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** The route table for the current auth state, each page behind an error boundary. */
export function AppRoutes() {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const firstLogin = useSession((s) => s.status === 'signed-in' && s.profile?.is_first_login === 1);
  const content = useSiteContent();
  const [location] = useLocation();
  const redirect = firstLoginRedirect(location, firstLogin);
  if (redirect) return <Redirect to={redirect} replace />;
  return (
    <ErrorBoundary>
      <Suspense fallback={<div className="page" aria-busy="true" />}>
        <Switch>
          {routeTable(signedIn, content).map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
