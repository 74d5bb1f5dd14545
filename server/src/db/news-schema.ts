import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A cover image: its largest rendition, the others by width, and its size (no layout shift). */
export interface NewsCover {
  src: string;
  width: number;
  height: number;
  /** Each rendition's address by its width in pixels, smallest first. */
  sources: { url: string; width: number }[];
}

/**
 * An article or video the LGU publishes (§1 E-News, §7.4 news_articles). Served only once
 * `publishedAt` has come and while `unpublishedAt` is unset; bodies are Markdown, rendered and
 * sanitised when served. Each `_fil` column falls back to its English one when empty.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['article', 'video'] }).notNull(),
    title: text('title').notNull(),
    titleFil: text('title_fil'),
    summary: text('summary').notNull(),
    summaryFil: text('summary_fil'),
    body: text('body').notNull(),
    bodyFil: text('body_fil'),
    category: text('category').notNull(),
    cover: jsonb('cover').$type<NewsCover>(),
    videoUrl: text('video_url'),
    featured: boolean('featured').notNull().default(false),
    publishedAt: at('published_at').notNull(),
    unpublishedAt: at('unpublished_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('news_articles_published').on(t.publishedAt)],
);
