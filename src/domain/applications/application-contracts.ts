import * as v from 'valibot';

/** GET /api/v1/taxpayers/application_drafts/{route}: the saved draft, or null. */
export const applicationDraftDocument = v.object({
  data: v.nullable(
    v.object({
      id: v.string(),
      attributes: v.object({
        payload: v.record(v.string(), v.unknown()),
        step: v.nullable(v.string()),
        updated_at: v.string(),
      }),
    }),
  ),
});

/** PUT …/application_drafts/{route}: when it was saved. */
export const applicationDraftSaved = v.object({
  data: v.object({ attributes: v.object({ updated_at: v.string() }) }),
});

/** POST …/application_new: the application and its transaction history row. */
export const applicationCreated = v.object({
  data: v.object({
    id: v.string(),
    attributes: v.object({ reference_number: v.string(), status: v.string() }),
    relationships: v.object({ transaction_history: v.object({ data: v.object({ id: v.string() }) }) }),
  }),
  message: v.optional(v.string()),
});

/** A §7.4 look-up list whose items' `name` is their value (citizenships, line_businesses). */
export const namedList = v.object({
  data: v.array(v.object({ id: v.string(), attributes: v.object({ name: v.string() }) })),
});

/** Where each definition is filed (§7.5), by its route. */
export const SUBMIT_PATHS: Readonly<Record<string, string>> = {
  'e2e-business-permit-new': '/api/v1/bpls/taxpayer/business/permit/application_new',
};

export const draftPath = (route: string) =>
  `/api/v1/taxpayers/application_drafts/${encodeURIComponent(route)}`;
