import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const rejectRefund = (id: number, reason: string) =>
  staffCall<{ data: { id: number; status: string } }>(() =>
    http.post(`${STAFF_API}/refunds/${id}/reject`, { body: { reason }, headers: staffAuth(), silent: true }),
  );
