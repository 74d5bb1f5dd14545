import { getLocale, useLocale } from '@/lib/i18n/locale';
import { useFetch } from '@/lib/use-fetch';
import { getNewsArticle } from './api/get-news-article';
import { embeddedArticle } from './embedded-article';

/** One article or video (from the first HTML when it came with it); again on a language change. */
export function useNewsArticle(id: string) {
  const locale = useLocale((s) => s.locale);
  return useFetch(`${id}/${locale}`, (signal) => {
    const embedded = getLocale() === 'en' ? embeddedArticle(id) : null;
    return embedded ? Promise.resolve(embedded) : getNewsArticle(id, signal);
  });
}
