import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import type { ContentService } from '../content/content.service';
import { transactionsRoutes } from './transactions.routes';
import { createTransactionsService } from './transactions.service';

/** The LGU's name as the site content (VARIABLES) gives it, for receipts. */
export function lguNameFrom(content: Pick<ContentService, 'listCms'>) {
  return async () => {
    const entry = (await content.listCms()).find((e) => e.type === 'VARIABLES');
    let variables: Record<string, unknown> = {};
    try {
      variables = entry ? (JSON.parse(entry.body) as Record<string, unknown>) : {};
    } catch {
      // A malformed entry falls back to the generic name below.
    }
    const name = [variables.ORGANIZATION, variables.LGU_NAME, variables.TITLE_SITE].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    return name ?? 'Local Government Unit';
  };
}

/** Transaction histories: the service (proofs of payment stored as the accounts' uploads) and its routes. */
export function createTransactionsModule(
  infra: Infrastructure,
  {
    content,
    uploads,
    closeAtGateway,
  }: {
    content: Pick<ContentService, 'listCms'>;
    uploads: Pick<UploadsService, 'store'>;
    /** Closes checkouts at the gateway (the payments module's, composed later). */
    closeAtGateway?: (checkoutIds: readonly string[]) => Promise<void>;
  },
) {
  const service = createTransactionsService({
    db: infra.db,
    now: infra.now,
    uploads,
    lguName: lguNameFrom(content),
    ...(closeAtGateway ? { closeAtGateway } : {}),
  });
  const routes = transactionsRoutes({
    transactions: service,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
  });
  return { routes, service };
}
