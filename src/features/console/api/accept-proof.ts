import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const acceptProof = (transactionId: number) =>
  staffCall<{ data: { result: string; status: string; official_receipt_number: string | null } }>(() =>
    http.post(`${STAFF_API}/payments/proofs/${transactionId}/accept`, { headers: staffAuth(), silent: true }),
  );
