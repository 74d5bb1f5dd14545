import { http } from '@/lib/http';
import type { RoleInput } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const createRole = (role: RoleInput & { code: string }) =>
  staffCall<unknown>(() =>
    http.post(`${STAFF_API}/roles`, { body: role, headers: staffAuth(), silent: true }),
  );
