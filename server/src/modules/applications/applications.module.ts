import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import { applicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';

/** Applications as data (issue 18): one engine for every definition, and its routes. */
export function createApplicationsModule(
  infra: Infrastructure,
  { uploads }: { uploads: Pick<UploadsService, 'reference'> },
) {
  const service = createApplicationsService({ db: infra.db, now: infra.now, uploads });
  const routes = applicationsRoutes({
    applications: service,
    db: infra.db,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
  });
  return { routes, service };
}
