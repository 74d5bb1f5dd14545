import * as v from 'valibot';

// What the console sends to publish an article (issue 28; docs/api-staff.md): the same limits as
// an article file's front matter (README, News), checked by the server with this schema.

export const NEWS_TITLE_MESSAGE = 'Enter a title, up to 160 characters.';
export const NEWS_SUMMARY_MESSAGE = 'Enter a summary, up to 300 characters.';
export const NEWS_CATEGORY_MESSAGE = 'Enter a category, up to 60 characters.';
export const NEWS_BODY_MESSAGE = 'Write the article, up to 50,000 characters.';
export const NEWS_PUBLISH_AT_MESSAGE = 'Enter a date and time, or leave it empty to publish now.';

const required = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));
const optional = (max: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.string(message), v.trim(), v.maxLength(max, message))));

/** `POST /api/v1/staff/news`: an article; `publish_at` in the future schedules it. */
export const newsDraft = v.object({
  title: required(160, NEWS_TITLE_MESSAGE),
  title_fil: optional(160, NEWS_TITLE_MESSAGE),
  summary: required(300, NEWS_SUMMARY_MESSAGE),
  summary_fil: optional(300, NEWS_SUMMARY_MESSAGE),
  category: required(60, NEWS_CATEGORY_MESSAGE),
  body: required(50_000, NEWS_BODY_MESSAGE),
  body_fil: optional(50_000, NEWS_BODY_MESSAGE),
  featured: v.optional(v.boolean(), false),
  publish_at: v.optional(
    v.nullable(
      v.pipe(
        v.string(NEWS_PUBLISH_AT_MESSAGE),
        v.check((s) => s === '' || !Number.isNaN(Date.parse(s)), NEWS_PUBLISH_AT_MESSAGE),
      ),
    ),
  ),
});
export type NewsDraft = v.InferOutput<typeof newsDraft>;

/** `POST /api/v1/staff/news/preview`: the Markdown to show as readers will see it. */
export const newsPreview = v.object({
  body: v.pipe(v.string(NEWS_BODY_MESSAGE), v.maxLength(50_000, NEWS_BODY_MESSAGE)),
});

/** An item as the console lists it. */
export interface ConsoleNewsItem {
  id: number;
  kind: 'article' | 'video';
  title: string;
  category: string;
  featured: boolean;
  state: 'published' | 'scheduled' | 'unpublished';
  published_at: string;
}
