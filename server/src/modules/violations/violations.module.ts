import { lookupLimit } from '../../billing/lookup-limit';
import type { Infrastructure } from '../../infrastructure';
import { novBilling } from './nov-bill-kind';
import { novPinKeyFrom } from './nov-pin-hash';
import { violationsRoutes } from './violations.routes';
import { createViolationsService } from './violations.service';

/** Notices of violation (§2.12, §7.3): the service and its routes. */
export function createViolationsModule(infra: Infrastructure) {
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
    limit: lookupLimit(infra, novBilling),
  });
  return { routes, service };
}
