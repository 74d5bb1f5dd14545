import { http } from '@/lib/http';
import type { RoleInput } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const updateRole = (code: string, role: RoleInput) =>
  staffCall<unknown>(() =>
    http.put(`${STAFF_API}/roles/${encodeURIComponent(code)}`, {
      body: role,
      headers: staffAuth(),
      silent: true,
    }),
  );
