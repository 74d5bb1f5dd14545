import { document, resource } from '../../http/json-api';
import type { CachedJson, JsonCache } from '../../http/json-cache';
import type { ContentService, SiteServicesQuery } from './content.service';

/** The default services query of the web app (§7.4: order_by sequence, sort_by asc, status 1). */
export const DEFAULT_SERVICES_QUERY: SiteServicesQuery = { orderBy: 'sequence', sortBy: 'asc', status: 1 };

/**
 * The content documents every page load needs, serialized once and cached: served by the API
 * and also embedded in the first HTML so the landing page paints without waiting for them.
 */
export function createContentDocuments({
  content,
  cache,
  clientVariables = {},
}: {
  content: ContentService;
  cache: JsonCache;
  /** Deployment settings the browser needs (the reCAPTCHA site key), merged into VARIABLES. */
  clientVariables?: Record<string, string>;
}) {
  const withClientVariables = (type: string, body: string) =>
    type === 'VARIABLES' && Object.keys(clientVariables).length > 0
      ? JSON.stringify({ ...(JSON.parse(body) as object), ...clientVariables })
      : body;
  return {
    cms: (): Promise<CachedJson> =>
      cache.get('cms', async () =>
        document(
          (await content.listCms()).map((e) =>
            resource('cms', e.id, { type: e.type, body: withClientVariables(e.type, e.body) }),
          ),
        ),
      ),
    siteServices: (q: SiteServicesQuery = DEFAULT_SERVICES_QUERY): Promise<CachedJson> =>
      cache.get(`site_e_services_menu/${q.orderBy}/${q.sortBy}/${q.status ?? ''}`, async () =>
        document(
          (await content.listSiteServices(q)).map((s) =>
            resource('site_e_services_menu', s.id, {
              name: s.name,
              cms_code: s.cmsCode,
              description: s.description,
              photo: s.photo,
              sequence: s.sequence,
              status: s.status,
            }),
          ),
        ),
      ),
  };
}

export type ContentDocuments = ReturnType<typeof createContentDocuments>;
