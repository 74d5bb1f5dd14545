import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** Approves a held payment's refund: the gateway is asked to return the money. Answers its new status. */
export const approveRefund = (id: number) =>
  staffCall<{ data: { id: number; status: string } }>(() =>
    http.post(`${STAFF_API}/refunds/${id}/approve`, { headers: staffAuth(), silent: true }),
  );
