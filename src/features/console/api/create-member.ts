import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const createMember = (member: { username: string; name: string; email: string; roles: string[] }) =>
  staffCall<{ data: { id: number; initial_password: string } }>(() =>
    http.post(`${STAFF_API}/members`, { body: member, headers: staffAuth(), silent: true }),
  );
