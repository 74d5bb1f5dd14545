import { applicationCreated, APPLICATIONS_PATH } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** Files a returned application (FOR RESUBMISSION) again, whatever its kind. */
export const resubmitApplication = (applicationId: string, payload: Record<string, unknown>) =>
  http.post(`${APPLICATIONS_PATH}/${encodeURIComponent(applicationId)}/resubmit`, {
    body: payload,
    schema: applicationCreated,
  });
