import { applicationCreated, applicationKindPath } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** Files the application on the engine's path for its kind; a 422 names the fields (ApiError.fields). */
export const submitApplication = (route: string, payload: Record<string, unknown>) =>
  http.post(`${applicationKindPath(route)}/applications`, { body: payload, schema: applicationCreated });
