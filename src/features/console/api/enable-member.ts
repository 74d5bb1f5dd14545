import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const enableMember = (id: number) =>
  staffCall<unknown>(() =>
    http.post(`${STAFF_API}/members/${id}/enable`, { headers: staffAuth(), silent: true }),
  );
