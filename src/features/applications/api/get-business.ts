import { BUSINESSES_PATH, businessDocument } from '@/domain/applications/business-permit-contracts';
import { http } from '@/lib/http';

/**
 * One business: its latest full form to pre-fill a renewal from (§2.8's old-data retrieval), or
 * with `applicationId` that application's own payload and history (a returned one).
 */
export const getBusiness = (businessId: string, applicationId?: string, signal?: AbortSignal) =>
  http.get(`${BUSINESSES_PATH}/${encodeURIComponent(businessId)}`, {
    schema: businessDocument,
    signal,
    ...(applicationId ? { query: { application_id: applicationId } } : {}),
  });
