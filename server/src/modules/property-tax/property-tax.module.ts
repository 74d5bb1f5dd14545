import type { Infrastructure } from '../../infrastructure';
import type { Subjects } from '../applications/application-subjects';
import { propertyTaxRoutes } from './property-tax.routes';
import { createPropertyTaxService } from './property-tax.service';
import { registerRptClearanceCheck } from './rpt-clearance-check';
import { rptLookupLimit } from './rpt-lookup-limit';

/**
 * Real property tax (§2.11, §7.2): the service and its routes, and the tax clearance's named
 * pre-check registered with the application engine (issue 27).
 */
export function createPropertyTaxModule(
  infra: Infrastructure,
  { cacheMs, subjects }: { cacheMs: number; subjects: Subjects },
) {
  registerRptClearanceCheck(subjects, infra.db);
  const service = createPropertyTaxService({ db: infra.db, now: infra.now, cacheMs });
  const routes = propertyTaxRoutes({
    rpt: service,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    // Shared by the instances, as business tax's look-ups are; the same per-minute allowance
    // (BTAX_LOOKUPS_PER_MINUTE), counted apart.
    limit: rptLookupLimit({
      limiter: infra.limiter,
      perMinute: infra.config.BTAX_LOOKUPS_PER_MINUTE,
    }),
  });
  return { routes, service };
}
