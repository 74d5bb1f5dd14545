import type { MiddlewareHandler } from 'hono';
import type { Infrastructure } from '../infrastructure';
import { FOLDER_DOCUMENT_KINDS } from './document-kinds-folder';
import { createDocumentRegistry } from './document-registry';
import { documentsRoutes } from './documents.routes';
import { createDocumentsService } from './documents.service';
import { lguLogoFrom, lguNameFrom, type SiteContent } from './lgu-letterhead';

/**
 * The one document service (issue 26, docs/documents.md), composed before the kinds: the entries
 * of the documents folder (documents/kinds/) are registered here; a kind's module registers any
 * other (issued on demand: a receipt, an SOA) with `service.registry`, and issues through `service.issue`.
 */
export function createDocumentsModule(
  infra: Infrastructure,
  deps: {
    content: SiteContent;
    /** The staff guards of its paths, each declaring its permission (documents.routes.ts). */
    guards: { list: MiddlewareHandler; print: MiddlewareHandler };
    /** A per-address budget on the public verification (the account paths'). */
    verifyLimit: MiddlewareHandler;
  },
) {
  const registry = createDocumentRegistry();
  for (const entry of FOLDER_DOCUMENT_KINDS) registry.register(entry);
  const service = createDocumentsService({
    db: infra.db,
    now: infra.now,
    publicUrl: infra.publicUrl,
    registry,
    lguName: lguNameFrom(deps.content),
    logoPng: lguLogoFrom(deps.content, [infra.config.BAYAN_STATIC_DIR, 'public']),
  });
  const routes = documentsRoutes({
    db: infra.db,
    documents: service,
    bodyLimits: infra.bodyLimits,
    guards: deps.guards,
    verifyLimit: deps.verifyLimit,
  });
  return { routes, service };
}
