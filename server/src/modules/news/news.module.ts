import type { PageHead } from '../../http/index-page';
import type { Infrastructure } from '../../infrastructure';
import { createArticleHead } from './article-head';
import { createNewsDocuments } from './news-documents';
import { createNewsHead } from './news-head';
import { newsPages } from './news-pages';
import { newsRoutes } from './news.routes';
import { createNewsService } from './news.service';

/** City news (§1 E-News): the public API, the sitemap, and each article's head for its first HTML. */
export function createNewsModule(infra: Infrastructure, { cacheMs }: { cacheMs: number }) {
  const service = createNewsService({ db: infra.db, now: infra.now });
  const documents = createNewsDocuments({
    news: service,
    now: infra.now,
    ttlMs: cacheMs,
    providers: infra.config.NEWS_VIDEO_PROVIDERS,
  });
  return {
    service,
    documents,
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
