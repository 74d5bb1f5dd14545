import type { Language } from '@/domain/constants/languages';
import { document, resource } from '../../http/json-api';
import type { CachedJson, JsonCache } from '../../http/json-cache';
import type { ContentService, SiteServicesQuery } from './content.service';

// The Filipino values by key over the English body: a key without Filipino keeps its English.
const overFilipino = (body: string, bodyFil: string | null) =>
  bodyFil ? JSON.stringify({ ...(JSON.parse(body) as object), ...(JSON.parse(bodyFil) as object) }) : body;

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
    /** Every content entry; in Filipino each key's Filipino value where one is set, else its English. */
    cms: (language: Language = 'en'): Promise<CachedJson> =>
      cache.get(language === 'en' ? 'cms' : `cms/${language}`, async () =>
        document(
          (await content.listCms()).map((e) =>
            resource('cms', e.id, {
              type: e.type,
              body: withClientVariables(
                e.type,
                language === 'fil' ? overFilipino(e.body, e.bodyFil) : e.body,
              ),
            }),
          ),
        ),
      ),
    /** The home page's modules; in Filipino each description's Filipino where one is set. */
    siteServices: (
      q: SiteServicesQuery = DEFAULT_SERVICES_QUERY,
      language: Language = 'en',
    ): Promise<CachedJson> =>
      cache.get(`site_e_services_menu/${q.orderBy}/${q.sortBy}/${q.status ?? ''}/${language}`, async () =>
        document(
          (await content.listSiteServices(q)).map((s) =>
            resource('site_e_services_menu', s.id, {
              name: s.name,
              cms_code: s.cmsCode,
              description: (language === 'fil' && s.descriptionFil) || s.description,
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
