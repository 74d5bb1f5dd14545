import * as v from 'valibot';
import { NEWS_PAGE_QUERIES, newsList, type NewsList } from '@/domain/contracts/news';
import type { NewsListQuery } from './api/list-news';
import { embeddedData } from './embedded-data';

const carried = v.object({ featured: newsList, latest: newsList });

/** One of /news's two first lists, when the first HTML carried it (`#bayan-news`, English). */
export function embeddedNewsList(query: NewsListQuery, now = Date.now()): NewsList | null {
  const name = (['featured', 'latest'] as const).find((key) => {
    const q = NEWS_PAGE_QUERIES[key];
    return (
      !query.type &&
      query.featured === q.featured &&
      (query.page ?? 1) === q.page &&
      query.perPage === q.perPage
    );
  });
  if (!name) return null;
  const parsed = v.safeParse(carried, embeddedData('bayan-news', now));
  return parsed.success ? parsed.output[name] : null;
}
