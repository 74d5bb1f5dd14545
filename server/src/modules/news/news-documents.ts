import type { Language } from '@/domain/constants/languages';
import type { NewsQuery } from '@/domain/contracts/news';
import { document, pagination, resource } from '../../http/json-api';
import { createJsonCache, type CachedJson } from '../../http/json-cache';
import type { NewsRow, NewsService } from './news.service';
import { renderMarkdown } from './render-markdown';
import { videoEmbedUrl, type VideoProvider } from './video-providers';

/** The attributes every reader sees of an item, in their language where it has one. */
function attributes(row: NewsRow, language: Language, providers: readonly VideoProvider[]) {
  const fil = language === 'fil';
  return {
    kind: row.kind,
    title: (fil && row.titleFil) || row.title,
    summary: (fil && row.summaryFil) || row.summary,
    category: row.category,
    featured: row.featured,
    published_at: row.publishedAt.toISOString(),
    cover: row.cover ?? null,
    video_url: row.videoUrl,
    video_embed_url: row.videoUrl ? videoEmbedUrl(row.videoUrl, providers) : null,
  };
}

/**
 * The news documents readers ask for (§7.4 news_articles), serialized once and kept for the
 * content cache time. A scheduled item goes up at its time: the cache is dropped when the
 * next publication's time comes, not only when it runs out.
 */
export function createNewsDocuments({
  news,
  now,
  ttlMs,
  providers,
}: {
  news: NewsService;
  now: () => Date;
  ttlMs: number;
  providers: readonly VideoProvider[];
}) {
  const cache = createJsonCache(ttlMs, () => now().getTime());
  // The next scheduled publication, re-read once per cache time (the CLI adds items from
  // another process).
  let next: { at: Date | null; checked: number } | undefined;
  async function fresh() {
    const t = now().getTime();
    if (!next || t - next.checked >= ttlMs) next = { at: await news.nextPublication(), checked: t };
    if (next.at && t >= next.at.getTime()) {
      cache.clear();
      next = undefined;
    }
  }

  return {
    /** One page of items, newest first, with `meta.pagination`. */
    async list(q: NewsQuery, language: Language): Promise<CachedJson> {
      await fresh();
      const key = `list/${q.type ?? ''}/${q.featured ?? ''}/${q.page}/${q.per_page}/${language}`;
      return cache.get(key, async () => {
        const { rows, total } = await news.list({ kind: q.type, featured: q.featured }, q.page, q.per_page);
        return document(
          rows.map((row) => resource('news_articles', row.id, attributes(row, language, providers))),
          { pagination: pagination(total, rows.length, q.per_page, q.page) },
        );
      });
    },

    /** One item with its body rendered from Markdown and sanitised; 404 unless it is served. */
    async one(id: number, language: Language): Promise<CachedJson> {
      await fresh();
      return cache.get(`one/${id}/${language}`, async () => {
        const row = await news.get(id);
        const body = renderMarkdown((language === 'fil' && row.bodyFil) || row.body);
        return document(resource('news_articles', row.id, { ...attributes(row, language, providers), body }));
      });
    },

    /** Every served item's id and date (the sitemap), kept as long as the lists. */
    async servedIds(): Promise<{ id: number; publishedAt: string }[]> {
      await fresh();
      const cached = await cache.get('ids', async () =>
        (await news.listServedIds()).map((r) => ({ id: r.id, publishedAt: r.publishedAt.toISOString() })),
      );
      return JSON.parse(cached.body) as { id: number; publishedAt: string }[];
    },

    /** Forgets every document (an operator's change made in this process). */
    clear: () => {
      cache.clear();
      next = undefined;
    },
  };
}

export type NewsDocuments = ReturnType<typeof createNewsDocuments>;
