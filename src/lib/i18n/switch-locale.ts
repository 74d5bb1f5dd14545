import { loadCatalogs } from './define-catalog';
import { applyLocale, type Locale } from './locale';

/** Loads the language's catalogues for what is on screen, then switches: no half-translated frame. */
export async function switchLocale(locale: Locale) {
  await loadCatalogs(locale);
  applyLocale(locale);
}
