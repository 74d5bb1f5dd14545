import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const resetMemberMfa = (id: number) =>
  staffCall<unknown>(() =>
    http.post(`${STAFF_API}/members/${id}/reset_mfa`, { headers: staffAuth(), silent: true }),
  );
