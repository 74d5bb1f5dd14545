import { Hono } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import type { Infrastructure } from '../../infrastructure';
import type { ApplicationsService } from '../applications/applications.service';
import { stepNotifier } from '../applications/step-notifier';
import type { AssessmentService } from '../assessment/assessment.service';
import { quarterBasisOf } from './assessment-quarters';
import { lookupLimit } from '../../billing/lookup-limit';
import { btaxBillKind } from '../business-tax/btax-bill-kind';
import { registerBplsBillingCheck } from './bpls-billing';
import { bplsBillingRoutes } from './bpls-billing.routes';
import { businessesRoutes } from './businesses.routes';
import { registerBusinessSubject } from './business-subject';
import { ebplsRoutes } from './ebpls.routes';
import { inquiriesRoutes } from './inquiries.routes';
import { permitPathsRoutes } from './permit-paths.routes';
import { tempBplsRoutes } from './temp-bpls.routes';

/**
 * Business permits (issue 18, §7.5): the business subject and its pre-checks registered with the
 * engine (and `bin-in-bpls-billing`, a business the LGU's billing knows, with §7.3's inquiry), the quarterly rule's basis with the assessment, and the BPLS, T_BPLS and eBPLS paths
 * as aliases of the engine's (businesses, inquiries, filing, resubmit, regenerate).
 */
export function createBusinessPermitsModule(
  infra: Infrastructure,
  {
    applications,
    assessment,
    schedule,
  }: { applications: ApplicationsService; assessment: AssessmentService; schedule: FeeScheduleSource },
) {
  registerBusinessSubject(applications.subjects, applications);
  registerBplsBillingCheck(applications.subjects, infra.db);
  assessment.useQuarterBasis((application) => quarterBasisOf(infra.db, application));
  const deps = {
    applications,
    db: infra.db,
    now: infra.now,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
  };
  const routes = new Hono<AuthEnv>();
  routes.route('/', businessesRoutes(deps));
  routes.route('/', permitPathsRoutes(deps));
  routes.route('/', inquiriesRoutes(deps));
  // An employer's standing in the business billing, for an occupational health permit (§7.3).
  routes.route('/', bplsBillingRoutes({ ...deps, limit: lookupLimit(infra, btaxBillKind) }));
  // T_BPLS and eBPLS: thin adapters onto the same engine, the assessment and regenerate_soa.
  const adapters = { ...deps, assessment, schedule, notify: stepNotifier(infra) };
  routes.route('/', tempBplsRoutes(adapters));
  routes.route('/', ebplsRoutes(adapters));
  return { routes };
}
