import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const disableMember = (id: number) =>
  staffCall<unknown>(() =>
    http.post(`${STAFF_API}/members/${id}/disable`, { headers: staffAuth(), silent: true }),
  );
