import type { JsonCache } from '../../http/json-cache';
import type { Infrastructure } from '../../infrastructure';
import type { AuditLog } from '../audit/audit-log';
import { consoleContentRoutes } from './console-content.routes';
import { createConsoleContent } from './console-content.service';
import { createContentDocuments } from './content-documents';
import { contentRoutes, type KindPage } from './content.routes';
import { createContentService } from './content.service';

/**
 * Site content, the module catalogue and information pages: the service, its cached documents and
 * routes, and the console's editing of them (issue 28).
 */
export function createContentModule(
  infra: Infrastructure,
  { cache, audit, kindPage }: { cache: JsonCache; audit: AuditLog; kindPage?: KindPage },
) {
  const service = createContentService({ db: infra.db });
  const { RECAPTCHA_SITE_KEY } = infra.config;
  const documents = createContentDocuments({
    content: service,
    cache,
    clientVariables: RECAPTCHA_SITE_KEY ? { RECAPTCHA_SITE_KEY } : {},
  });
  const editing = createConsoleContent({
    db: infra.db,
    content: service,
    audit,
    changed: () => cache.clear(),
  });
  return {
    routes: contentRoutes({ content: service, cache, documents, ...(kindPage && { kindPage }) }),
    consoleRoutes: consoleContentRoutes({ content: editing, bodyLimits: infra.bodyLimits }),
    service,
    documents,
  };
}
