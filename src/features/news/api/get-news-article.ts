import { newsArticle } from '@/domain/contracts/news';
import { http } from '@/lib/http';
import { contentLanguageQuery } from '@/lib/i18n/locale';

/** One published article or video with its body (HTML the server has sanitised). */
export const getNewsArticle = (id: string, signal?: AbortSignal) =>
  http.get(`/api/v1/taxpayers/news_articles/${encodeURIComponent(id)}`, {
    query: contentLanguageQuery(),
    schema: newsArticle,
    silent: true,
    signal,
  });
