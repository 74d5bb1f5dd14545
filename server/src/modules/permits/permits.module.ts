import type { DocumentsService } from '../../documents/documents.service';
import type { Infrastructure } from '../../infrastructure';
import { addressLimit } from '../accounts/address-limit';
import { businessPermitDocument } from './business-permit-document';
import { permitsRoutes } from './permits.routes';
import { createPermitsService } from './permits.service';

/**
 * Issue 18's permits: the business permit as a document kind (registered with the document
 * service), the owner's permit and SOA PDFs, and the permit's public verification as issue 18 answered it.
 */
export function createPermitsModule(infra: Infrastructure, { documents }: { documents: DocumentsService }) {
  documents.registry.register(businessPermitDocument);
  const permits = createPermitsService({ db: infra.db, now: infra.now, documents });
  const routes = permitsRoutes({
    db: infra.db,
    now: infra.now,
    permits,
    documents,
    guard: infra.guard,
    publicUrl: infra.publicUrl,
    // The verification answers anyone: the account paths' per-address budget, counted apart.
    verifyLimit: addressLimit(infra.limiter, 'permit-verify-ip', {
      limit: infra.config.AUTH_LIMIT_PER_ADDRESS,
      windowMs: 10 * 60_000,
      trustProxy: infra.config.TRUST_PROXY,
    }),
  });
  return { routes, service: { permits } };
}
