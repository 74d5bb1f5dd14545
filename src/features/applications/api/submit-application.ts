import { applicationCreated, SUBMIT_PATHS } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** Files the application on its §7.5 path; a 422 names the fields (ApiError.fields). */
export function submitApplication(route: string, payload: Record<string, unknown>) {
  const path = SUBMIT_PATHS[route];
  if (!path) throw new Error(`no submit path for ${route}`);
  return http.post(path, { body: payload, schema: applicationCreated });
}
