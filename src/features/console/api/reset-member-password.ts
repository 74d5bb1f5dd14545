import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const resetMemberPassword = (id: number) =>
  staffCall<{ data: { initial_password: string } }>(() =>
    http.post(`${STAFF_API}/members/${id}/reset_password`, { headers: staffAuth(), silent: true }),
  );
