import { useLocale } from '@/lib/i18n/locale';
import { useFetch } from '@/lib/use-fetch';
import { getNewsArticle } from './api/get-news-article';

/** One article or video; fetched again when the id or the language changes. */
export function useNewsArticle(id: string) {
  const locale = useLocale((s) => s.locale);
  return useFetch(`${id}/${locale}`, (signal) => getNewsArticle(id, signal));
}
