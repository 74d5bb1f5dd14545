import { ARTICLE_COVER_SIZES, type NewsArticle } from '@/domain/contracts/news';
import type { PageHead } from '../../http/index-page';
import { escapeHtml } from '../../http/landing-prerender';
import type { NewsDocuments } from './news-documents';

const ARTICLE_PATH = /^\/articles\/([1-9]\d{0,8})\/?$/;

/**
 * The head of `/articles/{id}`: a link shared in a chat is shown with the story's title,
 * summary and cover (Open Graph), read by crawlers that run no script. Null for other paths
 * and for items not served (the app then says it is not found).
 */
export function createArticleHead(documents: NewsDocuments, publicUrl: string) {
  return async (path: string): ReturnType<PageHead> => {
    const id = ARTICLE_PATH.exec(path)?.[1];
    if (!id) return null;
    let cached;
    try {
      cached = await documents.one(Number(id), 'en');
    } catch {
      return null;
    }
    const { attributes: a } = (JSON.parse(cached.body) as { data: NewsArticle }).data;
    const tags: [string, string][] = [
      ['og:type', 'article'],
      ['og:title', a.title],
      ['og:description', a.summary],
      ['og:url', `${publicUrl}/articles/${id}`],
      ['article:published_time', a.published_at],
    ];
    if (a.cover) {
      tags.push(
        ['og:image', `${publicUrl}${a.cover.src}`],
        ['og:image:width', String(a.cover.width)],
        ['og:image:height', String(a.cover.height)],
      );
    }
    const meta =
      `<meta name="description" content="${escapeHtml(a.summary)}">` +
      tags.map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}">`).join('') +
      `<meta name="twitter:card" content="${a.cover ? 'summary_large_image' : 'summary'}">` +
      `<link rel="canonical" href="${escapeHtml(`${publicUrl}/articles/${id}`)}">`;
    // The story itself, so the page paints without asking the API again (English readers), and
    // its cover asked for at once: the cover is the page's largest paint.
    const data = `<script type="application/json" id="bayan-article">${cached.body.replace(/</g, '\\u003c')}</script>`;
    const preload = a.cover
      ? `<link rel="preload" as="image" href="${escapeHtml(a.cover.src)}" imagesrcset="${escapeHtml(
          a.cover.sources.map((s) => `${s.url} ${s.width}w`).join(', '),
        )}" imagesizes="${ARTICLE_COVER_SIZES}" fetchpriority="high">`
      : '';
    return { key: cached.etag, title: escapeHtml(a.title), meta: meta + preload + data };
  };
}
