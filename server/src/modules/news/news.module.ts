import type { PageHead } from '../../http/index-page';
import type { Infrastructure } from '../../infrastructure';
import type { AuditLog } from '../audit/audit-log';
import { consoleNewsRoutes } from './console-news.routes';
import { createConsoleNews } from './console-news.service';
import { createArticleHead } from './article-head';
import { createNewsDocuments } from './news-documents';
import { createNewsHead } from './news-head';
import { newsPages } from './news-pages';
import { newsRoutes } from './news.routes';
import { createNewsService } from './news.service';

/**
 * City news (§1 E-News): the public API, the sitemap, each article's head for its first HTML, and
 * the console's newsroom (issue 28).
 */
export function createNewsModule(
  infra: Infrastructure,
  { cacheMs, audit }: { cacheMs: number; audit: AuditLog },
) {
  const service = createNewsService({ db: infra.db, now: infra.now });
  const documents = createNewsDocuments({
    news: service,
    now: infra.now,
    ttlMs: cacheMs,
    providers: infra.config.NEWS_VIDEO_PROVIDERS,
  });
  const newsroom = createConsoleNews({ news: service, now: infra.now, audit, changed: documents.clear });
  return {
    service,
    documents,
    consoleRoutes: consoleNewsRoutes({ news: newsroom, bodyLimits: infra.bodyLimits }),
    routes: newsRoutes({ documents, storage: infra.storage }),
    pages: newsPages({ documents, publicUrl: infra.publicUrl }),
    pageHead: firstOf(createArticleHead(documents, infra.publicUrl), createNewsHead(documents)),
  };
}

/** The first head of these that the path has. */
const firstOf =
  (...heads: PageHead[]): PageHead =>
  async (path) => {
    for (const head of heads) {
      const found = await head(path);
      if (found) return found;
    }
    return null;
  };
