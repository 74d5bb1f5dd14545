import { lookupLimit } from '../../billing/lookup-limit';
import type { Infrastructure } from '../../infrastructure';
import type { Subjects } from '../applications/application-subjects';
import type { TransactionKinds } from '../transactions/transaction-resource';
import { propertyTaxRoutes } from './property-tax.routes';
import { createPropertyTaxService } from './property-tax.service';
import { rptBillKind } from './rpt-bill-kind';
import { registerRptClearanceCheck } from './rpt-clearance-check';

/**
 * Real property tax (§2.11, §7.2): the service and its routes, and the tax clearance's named
 * pre-check registered with the application engine (issue 27).
 */
export function createPropertyTaxModule(
  infra: Infrastructure,
  {
    cacheMs,
    subjects,
    kinds,
  }: {
    cacheMs: number;
    subjects: Subjects;
    /** What a transaction's answer asks of its bill kind (a clearance is an application's). */
    kinds: TransactionKinds;
  },
) {
  registerRptClearanceCheck(subjects, infra.db);
  const service = createPropertyTaxService({ db: infra.db, now: infra.now, cacheMs });
  const routes = propertyTaxRoutes({
    rpt: service,
    kinds,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    limit: lookupLimit(infra, rptBillKind),
  });
  return { routes, service };
}
