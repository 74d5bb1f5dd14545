import { lookupLimit } from '../../billing/lookup-limit';
import type { Infrastructure } from '../../infrastructure';
import { btaxBillKind } from './btax-bill-kind';
import { businessTaxRoutes } from './business-tax.routes';
import { createBusinessTaxService } from './business-tax.service';

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
    limit: lookupLimit(infra, btaxBillKind),
  });
  return { routes, service };
}
