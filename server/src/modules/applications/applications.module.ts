import { Hono } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import { applicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';
import { loadFeeSchedule } from '../assessment/assessment-schedule';
import { ebplsRoutes } from '../business-permits/ebpls.routes';
import { inquiriesRoutes } from '../business-permits/inquiries.routes';
import { notifyApplicationStep } from './notify-application-step';
import { tempBplsRoutes } from '../business-permits/temp-bpls.routes';
import { businessesRoutes } from '../business-permits/businesses.routes';
import { kindsRoutes } from '../business-permits/permit-paths.routes';

/** Applications as data (issue 18): one engine for every definition, and its routes. */
export function createApplicationsModule(
  infra: Infrastructure,
  { uploads }: { uploads: Pick<UploadsService, 'referenceAll'> },
) {
  const service = createApplicationsService({ db: infra.db, now: infra.now, uploads });
  const deps = {
    applications: service,
    db: infra.db,
    now: infra.now,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
  };
  const routes = new Hono<AuthEnv>();
  routes.route('/', applicationsRoutes(deps));
  // The other business permit kinds, their resubmits and inquiries (issue 18, §7.5).
  routes.route('/', businessesRoutes(deps));
  routes.route('/', kindsRoutes(deps));
  routes.route('/', inquiriesRoutes(deps));
  // T_BPLS and eBPLS: thin adapters onto the same engine, B's assessment and regenerate_soa.
  const adapters = {
    ...deps,
    schedule: loadFeeSchedule(infra.config.FEE_SCHEDULE_FILE),
    notify: (notice: Parameters<typeof notifyApplicationStep>[1]) => {
      notifyApplicationStep(infra, notice).catch((err: unknown) =>
        infra.logger.warn({ err, applicationId: notice.applicationId }, 'application step notice failed'),
      );
    },
  };
  routes.route('/', tempBplsRoutes(adapters));
  routes.route('/', ebplsRoutes(adapters));
  return { routes, service };
}
