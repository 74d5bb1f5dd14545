import { lookupLimit } from '../../billing/lookup-limit';
import type { Infrastructure } from '../../infrastructure';
import type { ApplicationsService } from '../applications/applications.service';
import type { TransactionKinds } from '../transactions/transaction-resource';
import { propertyTaxRoutes } from './property-tax.routes';
import { createPropertyTaxService } from './property-tax.service';
import { rptBillKind } from './rpt-bill-kind';
import { registerRptClearanceCheck } from './rpt-clearance-check';
import { resubmitClearance } from './resubmit-clearance';

/**
 * Real property tax (§2.11, §7.2): the service and its routes, and the tax clearance's named
 * pre-check registered with the application engine (issue 27).
 */
export function createPropertyTaxModule(
  infra: Infrastructure,
  {
    cacheMs,
    applications,
    kinds,
  }: {
    cacheMs: number;
    /** The engine a tax clearance is filed through: its pre-check registered there, resubmitted there. */
    applications: ApplicationsService;
    /** What a transaction's answer asks of its bill kind (a clearance is an application's). */
    kinds: TransactionKinds;
  },
) {
  registerRptClearanceCheck(applications.subjects, infra.db);
  const service = createPropertyTaxService({ db: infra.db, now: infra.now, cacheMs });
  const deps = { db: infra.db, now: infra.now, rpt: service, applications };
  const routes = propertyTaxRoutes({
    rpt: service,
    resubmit: (taxpayerId, id, body) => resubmitClearance(deps, taxpayerId, id, body),
    kinds,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    limit: lookupLimit(infra, rptBillKind),
  });
  return { routes, service };
}
