import * as v from 'valibot';

/** The key of a business kind's payload naming the business it is filed for (GET businesses' id). */
export const BUSINESS_ID_FIELD = 'business_id';

/** One business of GET …/bpls/taxpayer/businesses: named by its latest form, standing by its latest application. */
export const businessResource = v.object({
  id: v.string(),
  attributes: v.object({
    business_name: v.nullable(v.unknown()),
    application_id: v.number(),
    route: v.string(),
    transaction_type: v.string(),
    status: v.string(),
  }),
});

export const businessesDocument = v.object({ data: v.array(businessResource) });

/** GET …/businesses/{id}: the business, the payload to pre-fill from, and the status history. */
export const businessDocument = v.object({
  data: businessResource,
  meta: v.object({
    payload: v.record(v.string(), v.unknown()),
    history: v.array(v.object({ from: v.nullable(v.string()), to: v.string(), reason: v.string() })),
  }),
});

export const BUSINESSES_PATH = '/api/v1/bpls/taxpayer/businesses';
