import type { Infrastructure } from '../../infrastructure';
import { NOV_LOOKUP_LIMITS, novLookupLimit } from './nov-lookup-limit';
import { violationsRoutes } from './violations.routes';
import { createViolationsService } from './violations.service';

/** Notices of violation (§2.12, §7.3): the service and its routes. */
export function createViolationsModule(
  infra: Infrastructure,
  { lookupLimits = NOV_LOOKUP_LIMITS }: { lookupLimits?: typeof NOV_LOOKUP_LIMITS } = {},
) {
  const service = createViolationsService({ db: infra.db, now: infra.now });
  const routes = violationsRoutes({
    violations: service,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    // Shared by the instances on PostgreSQL: a number and PIN are a credential, guessed as a
    // password would be.
    limit: novLookupLimit({ limiter: infra.limiter, limits: lookupLimits }),
  });
  return { routes, service };
}
