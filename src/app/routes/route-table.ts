import { lazy, type ComponentType } from 'react';
import type { SiteContent } from '@/content/site-content';
import HomePage from '../pages/home-page';
import { comingSoonPaths } from './coming-soon-paths';

export interface RouteEntry {
  path: string;
  page: ComponentType;
}

// Route-level code splitting: only the landing page ships with the first load.
const InfoPage = lazy(() => import('../pages/info-page'));
const ComingSoonPage = lazy(() => import('../pages/coming-soon-page'));
const ServiceUnavailablePage = lazy(() => import('../pages/service-unavailable-page'));
const LogoutPage = lazy(() => import('../pages/logout-page'));
const BackToAppPage = lazy(() => import('../pages/back-to-app-page'));

const INFO_PAGES = ['about', 'faq', 'how-to', 'privacy-policy', 'terms-and-condition', 'downloadable-form'];

/**
 * The routes of §2.1 (signed in) and §2.2 (signed out) that exist so far. A page that a later
 * issue builds is absent until then, so its address shows the not-found page.
 */
export function routeTable(signedIn: boolean, content: Pick<SiteContent, 'components'>): RouteEntry[] {
  const common: RouteEntry[] = [
    { path: '/', page: HomePage },
    ...INFO_PAGES.map((p) => ({ path: `/${p}`, page: InfoPage })),
    { path: '/dummy', page: BackToAppPage },
    { path: '/service-unavailable', page: ServiceUnavailablePage },
    { path: '/logout', page: LogoutPage },
    // Shown signed out too: a visitor who follows a section link learns it is coming rather
    // than meeting a sign-in wall for a service that does not exist yet.
    ...comingSoonPaths(content).map((path) => ({ path, page: ComingSoonPage })),
  ];
  if (signedIn) return common;
  return [...common, { path: '/contact-us', page: InfoPage }];
}
