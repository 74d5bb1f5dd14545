import { use } from 'react';
import type { Catalog } from './define-catalog';
import { useLocale } from './locale';

/**
 * The catalogue's `t`, re-rendering on a language switch. A catalogue whose language is not
 * loaded yet (a page opened in Filipino) suspends to the nearest Suspense boundary until it is.
 */
export function useMessages<K extends string>(catalog: Catalog<K>): Catalog<K>['t'] {
  const locale = useLocale((s) => s.locale);
  if (!catalog.isLoaded(locale)) use(catalog.load(locale));
  return catalog.t;
}
