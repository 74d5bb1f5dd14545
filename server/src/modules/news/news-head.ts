import { NEWS_CARD_SIZES, NEWS_PAGE_QUERIES, type NewsList } from '@/domain/contracts/news';
import type { PageHead } from '../../http/index-page';
import { escapeHtml } from '../../http/landing-prerender';
import type { NewsDocuments } from './news-documents';

const query = (q: { featured: boolean; page: number; perPage: number }) => ({
  featured: q.featured,
  page: q.page,
  per_page: q.perPage,
});

/**
 * The head of `/news`: its two lists (English) as a JSON data block the page uses instead of
 * asking the API, and the first cover asked for at once (the page's largest paint).
 */
export function createNewsHead(documents: NewsDocuments) {
  return async (path: string): ReturnType<PageHead> => {
    if (!/^\/news\/?$/.test(path)) return null;
    const [featured, latest] = await Promise.all([
      documents.list(query(NEWS_PAGE_QUERIES.featured), 'en'),
      documents.list(query(NEWS_PAGE_QUERIES.latest), 'en'),
    ]);
    const first = [featured, latest]
      .flatMap((doc) => (JSON.parse(doc.body) as NewsList).data)
      .find((item) => item.attributes.cover)?.attributes.cover;
    const preload = first
      ? `<link rel="preload" as="image" href="${escapeHtml(first.src)}" imagesrcset="${escapeHtml(
          first.sources.map((s) => `${s.url} ${s.width}w`).join(', '),
        )}" imagesizes="${NEWS_CARD_SIZES}" fetchpriority="high">`
      : '';
    const data = `{"featured":${featured.body},"latest":${latest.body}}`.replace(/</g, '\\u003c');
    return {
      key: featured.etag + latest.etag,
      title: null,
      meta: `${preload}<script type="application/json" id="bayan-news">${data}</script>`,
    };
  };
}
