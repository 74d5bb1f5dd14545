import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import { HttpError } from '../http/http-errors';
import { storeCover } from '../modules/news/cover-image';
import { NewsFileError, parseNewsFile } from '../modules/news/news-front-matter';
import { createNewsService, type NewsRow } from '../modules/news/news.service';
import type { VideoProvider } from '../modules/news/video-providers';

type Out = (line: string) => void;

const USAGE = 'usage: news add <article.md> | news list | news unpublish <id> | news feature <id> [--off]';

const state = (row: NewsRow, now: Date) =>
  row.unpublishedAt ? 'unpublished' : row.publishedAt > now ? 'scheduled' : 'published';

/** The Filipino body beside an article: `story.md` → `story.fil.md`, when that file exists. */
function filipinoBody(file: string): string | null {
  const path = file.replace(/\.md$/i, '.fil.md');
  if (path === file || !existsSync(path)) return null;
  const text = readFileSync(path, 'utf8')
    .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n?/, '')
    .trim();
  return text || null;
}

/**
 * `news add|list|unpublish|feature`: the LGU's newsroom without code (issue 17). Returns the
 * exit code, or null when the arguments are not a news command.
 */
export async function runNewsCommand(
  {
    db,
    storage,
    providers,
    now = () => new Date(),
    cwd = process.cwd(),
    audited = () => Promise.resolve(),
  }: {
    db: Db;
    /** Writes each change to the audit log as the command line's user. */
    audited?: (action: string, subject: string, detail: Record<string, unknown>) => Promise<void>;
    /** Where a relative file name is read from (the operator's working folder). */
    cwd?: string;
    storage: FileStorage;
    providers: readonly VideoProvider[];
    now?: () => Date;
  },
  args: string[],
  out: Out,
  err: Out,
): Promise<number | null> {
  const [group, verb, ...rest] = args;
  if (group !== 'news') return null;
  const news = createNewsService({ db, now });
  const id = rest[0] && /^[1-9]\d{0,8}$/.test(rest[0]) ? Number(rest[0]) : null;

  if (verb === 'list' && rest.length === 0) {
    const rows = await news.listAll();
    if (rows.length === 0) out('no news yet: add one with news add <article.md>');
    const at = now();
    for (const r of rows) {
      out(
        [
          `#${r.id}`,
          r.kind,
          state(r, at),
          r.featured ? 'featured' : '-',
          r.publishedAt.toISOString(),
          r.title,
        ].join('  '),
      );
    }
    return 0;
  }

  if (verb === 'add' && rest.length === 1 && rest[0]) {
    const file = resolve(cwd, rest[0]);
    let draft;
    try {
      draft = parseNewsFile(readFileSync(file, 'utf8'), providers);
    } catch (e) {
      if (e instanceof NewsFileError || (e as NodeJS.ErrnoException).code === 'ENOENT') {
        err(`${rest[0]}: ${(e as Error).message}`);
        return 1;
      }
      throw e;
    }
    let cover = null;
    if (draft.coverPath) {
      const path = resolve(dirname(file), draft.coverPath);
      try {
        cover = await storeCover(storage, new Uint8Array(readFileSync(path)));
      } catch (e) {
        const why = e instanceof HttpError ? e.message : (e as Error).message;
        err(`cover ${draft.coverPath}: ${why}`);
        return 1;
      }
    }
    const row = await news.add({
      kind: draft.kind,
      title: draft.title,
      titleFil: draft.titleFil,
      summary: draft.summary,
      summaryFil: draft.summaryFil,
      body: draft.body,
      bodyFil: filipinoBody(file),
      category: draft.category,
      cover,
      videoUrl: draft.videoUrl,
      featured: draft.featured,
      publishedAt: draft.publishAt ?? now(),
    });
    await audited('news.publish', `news:${row.id}`, {
      title: row.title,
      published_at: row.publishedAt.toISOString(),
    });
    const when = row.publishedAt > now() ? `scheduled for ${row.publishedAt.toISOString()}` : 'published';
    out(`news #${row.id} added: ${row.kind} "${row.title}", ${when}`);
    return 0;
  }

  if (verb === 'unpublish' && id && rest.length === 1) {
    const row = await news.unpublish(id).catch(notFound(err));
    if (!row) return 1;
    await audited('news.unpublish', `news:${row.id}`, {});
    out(`news #${row.id} unpublished: readers no longer see it (within the content cache time)`);
    return 0;
  }

  const off = rest[1] === '--off';
  if (verb === 'feature' && id && (rest.length === 1 || (rest.length === 2 && off))) {
    const row = await news.feature(id, !off).catch(notFound(err));
    if (!row) return 1;
    await audited(off ? 'news.unfeature' : 'news.feature', `news:${row.id}`, {});
    out(`news #${row.id} ${off ? 'no longer featured' : 'featured: shown first on /news'}`);
    return 0;
  }

  err(USAGE);
  return 2;
}

const notFound = (err: Out) => (e: unknown) => {
  if (!(e instanceof HttpError)) throw e;
  err(e.message);
  return null;
};
