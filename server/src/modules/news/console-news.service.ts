import { newsDraft, newsPreview, type ConsoleNewsItem } from '@/domain/contracts/staff-news';
import { parseWith } from '../../http/parse-with';
import type { AuditLog } from '../audit/audit-log';
import type { NewsService } from './news.service';
import { renderMarkdown } from './render-markdown';

/**
 * News in the console (issue 28): every item with its state, a preview through the readers'
 * own renderer (markdown-it, then the allow-list), publishing an article, taking one down and
 * featuring it; every change in the audit log, and shown at once on this instance.
 */
export function createConsoleNews(d: {
  news: NewsService;
  now: () => Date;
  audit: AuditLog;
  /** Drops this instance's cached news documents. */
  changed: () => void;
}) {
  const record = async (actor: string, action: string, id: number, detail: Record<string, unknown> = {}) => {
    d.changed();
    await d.audit.record({ actor, action, subject: `news:${id}`, detail });
  };
  return {
    async list(): Promise<ConsoleNewsItem[]> {
      const at = d.now();
      return (await d.news.listAll()).map((r) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        category: r.category,
        featured: r.featured,
        state: r.unpublishedAt ? 'unpublished' : r.publishedAt > at ? 'scheduled' : 'published',
        published_at: r.publishedAt.toISOString(),
      }));
    },

    preview: (body: unknown) => ({ html: renderMarkdown(parseWith(newsPreview, body).body) }),

    async publish(actor: string, body: unknown) {
      const draft = parseWith(newsDraft, body);
      const row = await d.news.add({
        kind: 'article',
        title: draft.title,
        titleFil: draft.title_fil || null,
        summary: draft.summary,
        summaryFil: draft.summary_fil || null,
        body: draft.body,
        bodyFil: draft.body_fil || null,
        category: draft.category,
        cover: null,
        videoUrl: null,
        featured: draft.featured,
        publishedAt: draft.publish_at ? new Date(draft.publish_at) : d.now(),
      });
      await record(actor, 'news.publish', row.id, {
        title: row.title,
        published_at: row.publishedAt.toISOString(),
      });
      return row;
    },

    async unpublish(actor: string, id: number) {
      await d.news.unpublish(id);
      await record(actor, 'news.unpublish', id);
    },

    async feature(actor: string, id: number, featured: boolean) {
      await d.news.feature(id, featured);
      await record(actor, featured ? 'news.feature' : 'news.unfeature', id);
    },
  };
}

export type ConsoleNews = ReturnType<typeof createConsoleNews>;
