import { getLocale, useLocale } from '@/lib/i18n/locale';
import { useFetch } from '@/lib/use-fetch';
import { listNews, type NewsListQuery } from './api/list-news';
import { embeddedNewsList } from './embedded-news-list';

/** A page of news (from the first HTML when it came with it); again on a query or language change. */
export function useNewsList(query: NewsListQuery) {
  const locale = useLocale((s) => s.locale);
  const key = `${query.type ?? ''}/${query.featured ?? ''}/${query.page ?? 1}/${query.perPage ?? ''}/${locale}`;
  return useFetch(key, (signal) => {
    const embedded = getLocale() === 'en' ? embeddedNewsList(query) : null;
    return embedded ? Promise.resolve(embedded) : listNews(query, signal);
  });
}
