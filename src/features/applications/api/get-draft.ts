import { applicationDraftDocument, draftPath } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** A saved draft: what was typed, the step it was on, and when the server saved it (if it did). */
export interface Draft {
  payload: Record<string, unknown>;
  step: string | null;
  updatedAt?: string;
}

/** The draft this account saved for an application type, or null. */
export async function getDraft(route: string, signal?: AbortSignal): Promise<Draft | null> {
  const doc = await http.get(draftPath(route), { schema: applicationDraftDocument, signal });
  if (!doc.data) return null;
  const { payload, step, updated_at: updatedAt } = doc.data.attributes;
  return { payload, step, updatedAt };
}
