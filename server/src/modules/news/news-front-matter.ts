import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { issueFields } from '../../http/parse-with';
import { videoEmbedUrl, type VideoProvider } from './video-providers';

// A missing key reads as empty, so it gets the same message as an empty value.
const text = (name: string, max: number) =>
  v.pipe(
    v.optional(v.string(`${name} must be text`), ''),
    v.trim(),
    v.minLength(1, `${name} is required`),
    v.maxLength(max, `${name} is at most ${max} characters`),
  );
const optionalText = (name: string, max: number) => v.optional(v.nullable(text(name, max)));

const FrontMatter = v.object({
  title: text('title', 160),
  title_fil: optionalText('title_fil', 160),
  summary: text('summary', 300),
  summary_fil: optionalText('summary_fil', 300),
  category: text('category', 60),
  cover: optionalText('cover', 500),
  featured: v.optional(v.boolean('featured must be true or false'), false),
  video: optionalText('video', 500),
  // YAML reads an unquoted date-time as a Date; a quoted one as text.
  publish_at: v.optional(
    v.pipe(
      v.union([v.date(), v.string()], 'publish_at must be a date and time'),
      v.transform((d) => (d instanceof Date ? d : new Date(d))),
      v.check(
        (d) => !Number.isNaN(d.getTime()),
        'publish_at must be a date and time, e.g. 2026-12-01T08:00:00+08:00',
      ),
    ),
  ),
});

export interface NewsDraft {
  kind: 'article' | 'video';
  title: string;
  titleFil: string | null;
  summary: string;
  summaryFil: string | null;
  category: string;
  body: string;
  /** The cover image's path as written (relative to the Markdown file). */
  coverPath: string | null;
  featured: boolean;
  videoUrl: string | null;
  publishAt: Date | null;
}

/** Thrown with every problem of one article file, each as `field: message`. */
export class NewsFileError extends Error {}

/**
 * Reads an article file: YAML front matter between `---` lines (title, summary, category,
 * cover, featured, video, publish_at and the `_fil` texts), then the Markdown body. A video
 * must link to a host in `providers` and have a cover (its poster before the reader presses play).
 */
export function parseNewsFile(source: string, providers: readonly VideoProvider[]): NewsDraft {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new NewsFileError('the file must start with front matter between two --- lines');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (err) {
    throw new NewsFileError(`the front matter is not valid YAML: ${(err as Error).message}`);
  }
  const parsed = v.safeParse(FrontMatter, data ?? {});
  if (!parsed.success) {
    const lines = Object.entries(issueFields(parsed.issues)).map(([k, m]) => `${k}: ${m.join('; ')}`);
    throw new NewsFileError(lines.join('\n'));
  }
  const f = parsed.output;
  const body = (match[2] ?? '').trim();
  if (!body) throw new NewsFileError('the article has no body after the front matter');
  if (f.video && !videoEmbedUrl(f.video, providers)) {
    throw new NewsFileError(
      `video: ${f.video} is not a video of an allowed host (NEWS_VIDEO_PROVIDERS=${providers.join(',') || 'none'})`,
    );
  }
  if (f.video && !f.cover)
    throw new NewsFileError('cover: a video needs a cover image (shown until it is played)');
  return {
    kind: f.video ? 'video' : 'article',
    title: f.title,
    titleFil: f.title_fil ?? null,
    summary: f.summary,
    summaryFil: f.summary_fil ?? null,
    category: f.category,
    body,
    coverPath: f.cover ?? null,
    featured: f.featured,
    videoUrl: f.video ?? null,
    publishAt: f.publish_at ?? null,
  };
}
