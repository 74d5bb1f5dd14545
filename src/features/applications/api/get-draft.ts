import { applicationDraftDocument, draftPath } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** The draft this account saved for an application type, or null. */
export async function getDraft(route: string, signal?: AbortSignal) {
  const doc = await http.get(draftPath(route), { schema: applicationDraftDocument, signal });
  return doc.data ? { payload: doc.data.attributes.payload, step: doc.data.attributes.step } : null;
}

export type Draft = NonNullable<Awaited<ReturnType<typeof getDraft>>>;
