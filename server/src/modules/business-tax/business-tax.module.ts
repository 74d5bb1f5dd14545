import type { Infrastructure } from '../../infrastructure';
import { businessTaxRoutes } from './business-tax.routes';
import { createBusinessTaxService } from './business-tax.service';
import { lookupLimit } from './lookup-limit';

/** Business tax bill look-ups and billings (§7.1): the service and its routes. */
export function createBusinessTaxModule(
  infra: Infrastructure,
  {
    cacheMs,
    contentRevision,
    onSettled,
  }: {
    /** How long flags and unpaid bills stay in memory (CONTENT_CACHE_SECONDS). */
    cacheMs: number;
    contentRevision: () => number;
    /** Payments' subscription to settled payments. */
    onSettled: (listener: () => void) => unknown;
  },
) {
  const service = createBusinessTaxService({ db: infra.db, now: infra.now, cacheMs, contentRevision });
  onSettled(service.forgetUnpaidBills);
  const routes = businessTaxRoutes({
    billing: service,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    // The shared limiter: on PostgreSQL every instance counts against one allowance, so a
    // scraper gets the limit, not N× it with N instances (one short round trip a look-up).
    limit: lookupLimit({
      limiter: infra.limiter,
      perMinute: infra.config.BTAX_LOOKUPS_PER_MINUTE,
    }),
  });
  return { routes, service };
}
