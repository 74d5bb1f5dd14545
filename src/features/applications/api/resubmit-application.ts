import { applicationCreated, resubmitPath } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** Files a returned application again on its kind's `transactions/{id}/resubmit_*` path (§7.5). */
export const resubmitApplication = (
  applicationId: string,
  action: string,
  payload: Record<string, unknown>,
) => http.post(resubmitPath(applicationId, action), { body: payload, schema: applicationCreated });
