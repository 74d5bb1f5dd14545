import { and, asc, count, desc, eq, gt, isNull, lte, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/news-schema';
import { NotFoundError } from '../../http/http-errors';

export type NewsRow = typeof newsArticles.$inferSelect;
export type NewNews = typeof newsArticles.$inferInsert;

export interface NewsFilter {
  kind?: 'article' | 'video' | undefined;
  featured?: boolean | undefined;
}

/** What readers may see at `at`: published by then and not taken down. */
const servedAt = (at: Date) => and(lte(newsArticles.publishedAt, at), isNull(newsArticles.unpublishedAt));

/** Reads what readers may see, and lets the operator add, list, unpublish and feature items. */
export function createNewsService({ db, now }: { db: Db; now: () => Date }) {
  const where = (filter: NewsFilter, at: Date) => {
    const parts: SQL[] = [servedAt(at) as SQL];
    if (filter.kind) parts.push(eq(newsArticles.kind, filter.kind));
    if (filter.featured !== undefined) parts.push(eq(newsArticles.featured, filter.featured));
    return and(...parts);
  };

  return {
    /** One page of served items, newest first, and how many there are in all. */
    async list(filter: NewsFilter, page: number, perPage: number) {
      const at = now();
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsArticles)
          .where(where(filter, at))
          .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(newsArticles).where(where(filter, at)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A served item; a draft, a scheduled or an unpublished one is not found, as if absent. */
    async get(id: number) {
      const [row] = await db
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.id, id), servedAt(now())));
      if (!row) throw new NotFoundError('Article not found');
      return row;
    },

    /** Every served item's id and date, for the sitemap. */
    listServedIds: () =>
      db
        .select({ id: newsArticles.id, publishedAt: newsArticles.publishedAt })
        .from(newsArticles)
        .where(servedAt(now()))
        .orderBy(desc(newsArticles.publishedAt)),

    /** When the next scheduled item goes up (cached lists are stale from then), or null. */
    async nextPublication(): Promise<Date | null> {
      const [next] = await db
        .select({ at: min(newsArticles.publishedAt) })
        .from(newsArticles)
        .where(and(gt(newsArticles.publishedAt, now()), isNull(newsArticles.unpublishedAt)));
      return next?.at ?? null;
    },

    /** Operator: every item, scheduled and unpublished ones too, newest first. */
    listAll: () =>
      db.select().from(newsArticles).orderBy(desc(newsArticles.publishedAt), asc(newsArticles.id)),

    /** Operator: adds an item; it is served from its publish time. */
    async add(item: NewNews): Promise<NewsRow> {
      const [row] = await db.insert(newsArticles).values(item).returning();
      if (!row) throw new Error('news item was not stored');
      return row;
    },

    /** Operator: takes an item down (kept, never served again unless added anew). */
    unpublish: (id: number) => change(id, { unpublishedAt: now() }),

    /** Operator: marks an item featured (first on /news), or not. */
    feature: (id: number, featured = true) => change(id, { featured }),
  };

  async function change(id: number, set: Partial<NewNews>): Promise<NewsRow> {
    const [row] = await db.update(newsArticles).set(set).where(eq(newsArticles.id, id)).returning();
    // The operator's message (news unpublish|feature), never a reader's.
    if (!row) throw new NotFoundError(`news item ${id} does not exist`);
    return row;
  }
}

export type NewsService = ReturnType<typeof createNewsService>;
