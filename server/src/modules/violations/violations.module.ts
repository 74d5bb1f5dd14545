import { lookupLimit } from '../../billing/lookup-limit';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import { novBilling } from './nov-bill-kind';
import { novPinKeyFrom } from './nov-pin-hash';
import { ovrBillKind } from './ovr-bill-kind';
import { createOvrReceiptsService } from './ovr-receipts.service';
import { ovrRoutes } from './ovr.routes';
import { violationsRoutes } from './violations.routes';
import { createViolationsService } from './violations.service';

/**
 * Violations: notices of violation (§2.12, §7.3) and ordinance violation receipts (§2.8 OVRS,
 * §7.3), each with its service and routes.
 */
export function createViolationsModule(
  infra: Infrastructure,
  {
    uploads,
    schedule,
  }: { uploads: Pick<UploadsService, 'store' | 'reference'>; schedule: FeeScheduleSource },
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
    limit: lookupLimit(infra, novBilling),
  });
  const receipts = createOvrReceiptsService({ db: infra.db, now: infra.now, uploads, schedule });
  routes.route(
    '/',
    ovrRoutes({
      receipts,
      guard: infra.guard,
      bodyLimits: infra.bodyLimits,
      limit: lookupLimit(infra, ovrBillKind),
    }),
  );
  return { routes, service, receipts };
}
