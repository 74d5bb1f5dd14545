import type { Infrastructure } from '../../infrastructure';
import { NOV_LOOKUP_LIMITS, novLookupLimit } from './nov-lookup-limit';
import { novPinKeyFrom } from './nov-pin-hash';
import { violationsRoutes } from './violations.routes';
import { createViolationsService } from './violations.service';

/** Notices of violation (§2.12, §7.3): the service and its routes. */
export function createViolationsModule(
  infra: Infrastructure,
  { lookupLimits = NOV_LOOKUP_LIMITS }: { lookupLimits?: typeof NOV_LOOKUP_LIMITS } = {},
) {
  const service = createViolationsService({
    db: infra.db,
    // Tries per notice and per account are counted in the database on either database: a PIN is
    // a credential, and its count must survive a restart (issue 25).
    limiter: infra.dbLimiter,
    pinKey: novPinKeyFrom(infra.config.NOV_PIN_KEY),
    now: infra.now,
  });
  const routes = violationsRoutes({
    violations: service,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    // A number and PIN are a credential, guessed as a password would be: counted in the database.
    limit: novLookupLimit({ limiter: infra.dbLimiter, limits: lookupLimits }),
  });
  return { routes, service };
}
