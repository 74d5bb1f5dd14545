import { parse } from 'regexparam';
import type { LazyWithPreload } from '@/lib/lazy-with-preload';
import { routeTable } from './route-table';

const isLazyPage = (page: object): page is LazyWithPreload<object> => 'preload' in page;

/**
 * Loads the code of the page the app opens on (a deep link: /transaction-history/12) so the first
 * render shows it at once rather than a fallback. Matches as the route switch does (the first
 * route whose pattern fits, wouter's parser); a coming-soon section, which depends on the site
 * content not read yet, is not matched and loads as it renders. Null when there is nothing to load.
 */
export function preloadFirstPage(path: string, signedIn: boolean): Promise<void> | null {
  const entry = routeTable(signedIn, { components: {} }).find((route) =>
    parse(route.path).pattern.test(path),
  );
  return entry && isLazyPage(entry.page) ? entry.page.preload() : null;
}
