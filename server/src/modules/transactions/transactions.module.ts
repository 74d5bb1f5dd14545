import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import type { AccountsDeps } from '../accounts/account-deps';
import { createUploadsService } from '../accounts/uploads.service';
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

/** Transaction histories: the service (uploads through the accounts' file storage) and its routes. */
export function createTransactionsModule({
  accounts,
  content,
  guard,
}: {
  accounts: AccountsDeps;
  content: Pick<ContentService, 'listCms'>;
  guard: MiddlewareHandler<AuthEnv>;
}) {
  const service = createTransactionsService({
    db: accounts.db,
    now: accounts.now,
    uploads: createUploadsService(accounts),
    lguName: lguNameFrom(content),
  });
  // Multipart overhead on top of the 5 MB image (§9).
  const routes = transactionsRoutes({ transactions: service, guard, uploadLimitBytes: 6 * 1024 * 1024 });
  return { service, routes };
}
