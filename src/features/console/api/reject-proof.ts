import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const rejectProof = (transactionId: number, reason: string) =>
  staffCall<unknown>(() =>
    http.post(`${STAFF_API}/payments/proofs/${transactionId}/reject`, {
      body: { reason },
      headers: staffAuth(),
      silent: true,
    }),
  );
