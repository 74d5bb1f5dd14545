import { newsList } from '@/domain/contracts/news';
import { http } from '@/lib/http';
import { contentLanguageQuery } from '@/lib/i18n/locale';

export interface NewsListQuery {
  type?: 'article' | 'video';
  featured?: boolean;
  page?: number;
  perPage?: number;
}

/** One page of published news (§7.4): articles, videos, or the featured ones of either. */
export const listNews = (q: NewsListQuery, signal?: AbortSignal) =>
  http.get('/api/v1/taxpayers/news_articles', {
    query: {
      type: q.type,
      featured: q.featured === undefined ? undefined : q.featured ? 1 : 0,
      page: q.page,
      per_page: q.perPage,
      ...contentLanguageQuery(),
    },
    schema: newsList,
    silent: true,
    signal,
  });
