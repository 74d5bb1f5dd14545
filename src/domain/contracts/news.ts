import * as v from 'valibot';
import { oneOf, resourceOf } from './json-api';

/** Most items one page of news may ask for: a phone shows ten; a crawler gets no more than 50. */
export const NEWS_MAX_PER_PAGE = 50;

const positive = (name: string, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}$/, `${name} must be a whole number from 1 to ${max}`),
      v.transform(Number),
      v.maxValue(max, `${name} must be a whole number from 1 to ${max}`),
    ),
    String(fallback),
  );

/**
 * `GET /api/v1/taxpayers/news_articles` query (§7.4): `type=article` for articles, `type=video`
 * for videos, `featured=1` for the featured ones of either (featured articles, featured videos).
 */
export const newsQuery = v.object({
  type: v.optional(v.picklist(['article', 'video'], 'type must be article or video')),
  featured: v.optional(
    v.pipe(
      v.picklist(['0', '1'], 'featured must be 0 or 1'),
      v.transform((s) => s === '1'),
    ),
  ),
  page: positive('page', 10_000, 1),
  per_page: positive('per_page', NEWS_MAX_PER_PAGE, 10),
});
export type NewsQuery = v.InferOutput<typeof newsQuery>;

/**
 * The article page's cover `sizes` (its 720 px column, or the phone's width less the margins):
 * the page's first HTML preloads the same rendition the page then shows.
 */
export const ARTICLE_COVER_SIZES = '(min-width: 752px) 720px, calc(100vw - 32px)';

/** A news card's cover `sizes` (a grid column, or the phone's width less the margins). */
export const NEWS_CARD_SIZES = '(min-width: 760px) 360px, calc(100vw - 32px)';

/** The two lists the first page of /news shows (the first HTML carries them). */
export const NEWS_PAGE_QUERIES = {
  featured: { featured: true, page: 1, perPage: 6 },
  latest: { featured: false, page: 1, perPage: 10 },
} as const;

/** A cover image with its size (so the page reserves its box) and its renditions by width. */
export const newsCover = v.object({
  src: v.string(),
  width: v.number(),
  height: v.number(),
  sources: v.array(v.object({ url: v.string(), width: v.number() })),
});
export type NewsCover = v.InferOutput<typeof newsCover>;

const attributes = {
  kind: v.picklist(['article', 'video']),
  title: v.string(),
  summary: v.string(),
  category: v.string(),
  featured: v.boolean(),
  published_at: v.string(),
  cover: v.nullable(newsCover),
  /** The video's page at its host (videos only). */
  video_url: v.nullable(v.string()),
  /** Where the player loads from, once the reader presses play; null when the host is not allowed. */
  video_embed_url: v.nullable(v.string()),
};

const pagination = v.object({
  total: v.number(),
  count: v.number(),
  per_page: v.number(),
  current_page: v.number(),
  total_pages: v.number(),
});

/** One page of news items (without bodies) and `meta.pagination`. */
export const newsList = v.object({
  data: v.array(resourceOf('news_articles', v.object(attributes))),
  meta: v.object({ pagination }),
});
export type NewsList = v.InferOutput<typeof newsList>;
export type NewsItem = NewsList['data'][number];

/** `GET /api/v1/taxpayers/news_articles/{id}`: one item with its body as sanitised HTML. */
export const newsArticle = oneOf(resourceOf('news_articles', v.object({ ...attributes, body: v.string() })));
export type NewsArticle = v.InferOutput<typeof newsArticle>['data'];
