import type { Infrastructure } from '../../infrastructure';
import { addressLimit } from '../accounts/address-limit';
import type { ContentService } from '../content/content.service';
import { lguNameFrom } from '../transactions/transactions.module';
import { lguLogoFrom } from './lgu-logo';
import { permitsRoutes } from './permits.routes';
import { createPermitsService } from './permits.service';

/** Issue 18's permits: the released permit's PDF and its public verification. */
export function createPermitsModule(
  infra: Infrastructure,
  { content }: { content: Pick<ContentService, 'listCms'> },
) {
  const permits = createPermitsService({
    db: infra.db,
    now: infra.now,
    publicUrl: infra.publicUrl,
    lguName: lguNameFrom(content),
    logoPng: lguLogoFrom(content, [infra.config.BAYAN_STATIC_DIR, 'public']),
  });
  const routes = permitsRoutes({
    db: infra.db,
    now: infra.now,
    permits,
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
