import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** A second officer rejects the application's adjustment: it goes back to be assessed again. */
export const rejectAdjustment = (applicationId: number, reason: string) =>
  staffCall<{ data: { status: string } }>(() =>
    http.post(`${STAFF_API}/applications/${applicationId}/adjustment/reject`, {
      body: { reason },
      headers: staffAuth(),
      silent: true,
    }),
  );
