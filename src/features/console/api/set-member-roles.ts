import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const setMemberRoles = (id: number, roles: string[]) =>
  staffCall<{ data: { roles: string[] } }>(() =>
    http.put(`${STAFF_API}/members/${id}/roles`, { body: { roles }, headers: staffAuth(), silent: true }),
  );
