import * as v from 'valibot';
import { BILLING_SOURCES } from '../constants/billing-sources';
import { listOf, oneOf, resourceOf } from './json-api';

const moduleAttributes = v.object({
  name: v.string(),
  description: v.string(),
  description_filipino: v.string(),
  category: v.string(),
  is_active: v.boolean(),
  is_coming_soon: v.boolean(),
  other_information: v.nullable(v.string()),
  photo: v.nullable(v.string()),
  cms_code: v.nullable(v.string()),
  sequence: v.number(),
});

const applicationStatus = resourceOf(
  'application_statuses',
  v.object({
    name: v.string(),
    description_filipino: v.string(),
    system_module_id: v.number(),
    amount: v.string(),
    /** The page of the application kind serving it, from its definition (issue 26); null for none. */
    sub_path: v.optional(v.nullable(v.string()), null),
  }),
);
export type ApplicationStatus = v.InferOutput<typeof applicationStatus>;

/** `GET /api/v1/taxpayers/module_systems`: the active modules (§2.8). */
export const moduleList = listOf(resourceOf('module_systems', moduleAttributes));
export type ServiceModule = v.InferOutput<typeof moduleList>['data'][number];

/** `GET /api/v1/taxpayers/module_systems/{id}`: one module, its transaction types in `included`. */
export const moduleDetail = v.object({
  data: resourceOf('module_systems', moduleAttributes),
  included: v.optional(v.array(applicationStatus), []),
});

/** `GET /api/v1/taxpayers/billing_import`. */
export const billingImport = oneOf(
  resourceOf('billing_import', v.object({ billing_source: v.picklist(BILLING_SOURCES) })),
);

/** `GET /api/v1/taxpayers/check_rptax_api`. */
export const rptaxApiCheck = oneOf(
  resourceOf('rptax_api', v.object({ is_available: v.boolean(), checked: v.boolean() })),
);

/** `GET /api/v1/taxpayers/mrid_redirect`. */
export const mridRedirect = oneOf(resourceOf('mrid_redirect', v.object({ redirect_url: v.string() })));
