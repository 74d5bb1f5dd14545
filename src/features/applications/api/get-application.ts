import { applicationDocument, APPLICATIONS_PATH } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** One of this account's applications: what was sent, and its status history (the office's reasons). */
export const getApplication = (applicationId: string, signal?: AbortSignal) =>
  http.get(`${APPLICATIONS_PATH}/${encodeURIComponent(applicationId)}`, {
    schema: applicationDocument,
    signal,
  });
