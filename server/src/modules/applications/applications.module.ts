import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { ConfigError } from '../../env';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import { addDefinitions, allDefinitions } from './application-definitions';
import { createSubjects } from './application-subjects';
import { applicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';

/**
 * The application engine (issues 18, 26): one service and one API for every kind in
 * src/domain/applications/kinds/. The kinds' modules register their subjects and pre-checks on
 * `service.subjects`; `assertComplete` (once they are composed) stops the server when a
 * definition names one nobody registered.
 */
export function createApplicationsModule(
  infra: Infrastructure,
  {
    uploads,
    kinds = [],
    afterFiled,
  }: {
    uploads: Pick<UploadsService, 'referenceAll'>;
    /** Kinds beside the folder's (tests). */
    kinds?: readonly ApplicationDefinition[] | undefined;
    /** A kind's automatic steps, once an application is filed or resubmitted (app.ts composes them). */
    afterFiled?: (applicationId: number) => Promise<void>;
  },
) {
  addDefinitions(kinds);
  const subjects = createSubjects();
  const service = createApplicationsService({
    db: infra.db,
    now: infra.now,
    uploads,
    subjects,
    ...(afterFiled && { afterFiled }),
  });
  const routes = applicationsRoutes({
    applications: service,
    db: infra.db,
    now: infra.now,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
  });
  const assertComplete = () => {
    const missing = subjects.missing(allDefinitions());
    if (missing.length > 0)
      throw new ConfigError(`application kinds name what no module registered: ${missing.join(', ')}`);
  };
  return { routes, service, assertComplete };
}
