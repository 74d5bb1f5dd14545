import type { Infrastructure } from '../../infrastructure';
import { createMemoryRateLimiter } from '../auth/memory-rate-limiter';
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
    // Counted in this process's memory even on PostgreSQL: a look-up must stay a cheap read,
    // and one shared row lock per account serialised a busy account's look-ups (bench
    // btax_inquiry_pg). With N instances a scraper gets N× the limit; sign-in and OTP limits
    // stay shared in the database.
    limit: lookupLimit({
      limiter: createMemoryRateLimiter({ now: infra.now }),
      perMinute: infra.config.BTAX_LOOKUPS_PER_MINUTE,
    }),
  });
  return { routes, service };
}
