import * as v from 'valibot';
import { listOf, resourceOf } from './json-api';

/** One home-page / login-panel service of `GET /api/v1/site_e_services_menu`. */
const siteService = resourceOf(
  'site_e_services_menu',
  v.object({
    name: v.string(),
    cms_code: v.string(),
    description: v.string(),
    photo: v.nullable(v.string()),
    sequence: v.number(),
    status: v.number(),
  }),
);
export const siteServices = listOf(siteService);
export type SiteService = v.InferOutput<typeof siteService>;
