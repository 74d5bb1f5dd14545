import { createJsonCache, type JsonCache } from '../../http/json-cache';
import { createRefreshingValue } from '../../http/refreshing-value';
import type { Infrastructure } from '../../infrastructure';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService } from './lookups.service';

/**
 * How long a running portal keeps a place list: places change only by `places import` (with the
 * embedded database the portal is stopped for it anyway).
 */
const PLACES_CACHE_MS = 10 * 60_000;
/** Room for every list of the cascade: 18 regions, ~120 provinces, ~1,800 cities' barangays. */
const PLACES_CACHE_ENTRIES = 4_000;

/** The forms' lookup lists (§7.4): the service and its cached routes. */
export function createLookupsModule(infra: Infrastructure, { cache }: { cache: JsonCache }) {
  const service = createLookupsService({ db: infra.db });
  // The PSGC is read whole into memory, and its lists kept serialized in their own cache, so its
  // thousands of lists neither reach the database one by one nor push the content out. Reading it
  // takes about 0.7 s: only the first look-up waits for that, later reloads run in the background
  // and then drop the lists serialized from the old one.
  const placesCache = createJsonCache(PLACES_CACHE_MS, Date.now, PLACES_CACHE_ENTRIES);
  const index = createRefreshingValue({
    read: service.placeIndex,
    ttlMs: PLACES_CACHE_MS,
    now: Date.now,
    onRefresh: placesCache.clear,
  });
  return {
    routes: lookupsRoutes({ lookups: service, cache, placeIndex: index.get, placesCache }),
    service,
  };
}
