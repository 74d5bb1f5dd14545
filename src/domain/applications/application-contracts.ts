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

/** The engine's paths (one API for every kind): file and validate by the kind's route. */
export const applicationKindPath = (route: string) =>
  `/api/v1/taxpayers/application_kinds/${encodeURIComponent(route)}`;

/** This account's applications; `/{id}` one with its payload and history, `/{id}/resubmit` … */
export const APPLICATIONS_PATH = '/api/v1/taxpayers/applications';

/** One application as the engine lists it: its kind (route) and where it stands. */
export const applicationResource = v.object({
  id: v.string(),
  attributes: v.object({
    route: v.string(),
    transaction_type: v.string(),
    reference_number: v.string(),
    status: v.string(),
  }),
});

export const applicationsDocument = v.object({ data: v.array(applicationResource) });

/** An office the application is endorsed to and where it stands; the reason when it returned it. */
export const applicationEndorsement = v.object({
  office: v.string(),
  name: v.object({ en: v.string(), fil: v.string() }),
  state: v.picklist(['pending', 'cleared', 'returned']),
  reason: v.string(),
  at: v.nullable(v.string()),
});

/** GET …/applications/{id}: the application, what was sent, its status history, its endorsements. */
export const applicationDocument = v.object({
  data: applicationResource,
  meta: v.object({
    payload: v.record(v.string(), v.unknown()),
    history: v.array(v.object({ from: v.nullable(v.string()), to: v.string(), reason: v.string() })),
    // Older servers send none: read as no endorsements.
    endorsements: v.optional(v.array(applicationEndorsement), []),
  }),
});

export const draftPath = (route: string) =>
  `/api/v1/taxpayers/application_drafts/${encodeURIComponent(route)}`;
