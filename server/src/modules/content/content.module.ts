import type { JsonCache } from '../../http/json-cache';
import type { Infrastructure } from '../../infrastructure';
import { createContentDocuments } from './content-documents';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

/** Site content, the module catalogue and information pages: the service, its cached documents and routes. */
export function createContentModule(infra: Infrastructure, { cache }: { cache: JsonCache }) {
  const service = createContentService({ db: infra.db });
  const { RECAPTCHA_SITE_KEY } = infra.config;
  const documents = createContentDocuments({
    content: service,
    cache,
    clientVariables: RECAPTCHA_SITE_KEY ? { RECAPTCHA_SITE_KEY } : {},
  });
  return { routes: contentRoutes({ content: service, cache, documents }), service, documents };
}
