import { applicationDraftSaved, draftPath } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** Saves what was typed so far; quiet, as it runs while the applicant types. */
export const saveDraft = (route: string, payload: Record<string, unknown>, step: string) =>
  http.put(draftPath(route), { body: { payload, step }, schema: applicationDraftSaved, silent: true });
