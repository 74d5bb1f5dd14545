import type { Infrastructure } from '../../infrastructure';
import { egovRoutes } from './egov.routes';
import { createEgovService } from './egov.service';

/** E-Government gating and the E-MRID hand-off: the service and its routes. */
export function createEgovModule(infra: Infrastructure) {
  const service = createEgovService({ db: infra.db });
  return { routes: egovRoutes({ egov: service, guard: infra.guard }), service };
}
