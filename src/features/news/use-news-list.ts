import { useLocale } from '@/lib/i18n/locale';
import { useFetch } from '@/lib/use-fetch';
import { listNews, type NewsListQuery } from './api/list-news';

/** A page of news; fetched again when the query or the language changes. */
export function useNewsList(query: NewsListQuery) {
  const locale = useLocale((s) => s.locale);
  const key = `${query.type ?? ''}/${query.featured ?? ''}/${query.page ?? 1}/${query.perPage ?? ''}/${locale}`;
  return useFetch(key, (signal) => listNews(query, signal));
}
