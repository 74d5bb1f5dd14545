import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** A second officer approves the application's adjustment waiting for approval: its SOA becomes payable. */
export const approveAdjustment = (applicationId: number, reason: string) =>
  staffCall<{ data: { status: string; soa: { number: string; total: number; expires_at: string } } }>(() =>
    http.post(`${STAFF_API}/applications/${applicationId}/adjustment/approve`, {
      body: { reason },
      headers: staffAuth(),
      silent: true,
    }),
  );
