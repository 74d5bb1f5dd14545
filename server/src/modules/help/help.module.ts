import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import { helpLimit } from './help-limit';
import { helpRoutes } from './help.routes';
import { createIncidentsService } from './incidents.service';
import { registerImmunization } from './register-immunization';
import { reportIncident } from './report-incident';

/** E-Help (§2.9): incident reports and immunization registration, their services and routes. */
export function createHelpModule(
  infra: Infrastructure,
  { uploads }: { uploads: Pick<UploadsService, 'reference'> },
) {
  const deps = {
    db: infra.db,
    sms: infra.sms,
    mail: infra.mail,
    now: infra.now,
    afterResponse: infra.afterResponse,
  };
  const incidents = createIncidentsService(deps);
  const report = (taxpayerId: number, body: Record<string, unknown>) =>
    reportIncident({ ...deps, uploads }, taxpayerId, body);
  const register = (taxpayerId: number, body: Record<string, unknown>) =>
    registerImmunization(deps, taxpayerId, body);
  const routes = helpRoutes({
    report,
    register,
    incidents,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    // Shared by the instances on PostgreSQL, like the other per-account limits.
    limits: {
      incident: helpLimit(infra.limiter, 'incident'),
      immunization: helpLimit(infra.limiter, 'immunization'),
    },
  });
  return { routes, service: { incidents, report, register } };
}
