import type { JsonCache } from '../../http/json-cache';
import type { Infrastructure } from '../../infrastructure';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService } from './lookups.service';

/** The forms' lookup lists (§7.4): the service and its cached routes. */
export function createLookupsModule(infra: Infrastructure, { cache }: { cache: JsonCache }) {
  const service = createLookupsService({ db: infra.db });
  return { routes: lookupsRoutes({ lookups: service, cache }), service };
}
