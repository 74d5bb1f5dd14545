import { Hono } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import { applicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';
import { inquiriesRoutes } from './inquiries.routes';
import { businessesRoutes } from './kinds-businesses.routes';
import { kindsRoutes } from './kinds.routes';

/** Applications as data (issue 18): one engine for every definition, and its routes. */
export function createApplicationsModule(
  infra: Infrastructure,
  { uploads }: { uploads: Pick<UploadsService, 'reference'> },
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
  return { routes, service };
}
