import { http } from '@/lib/http';
import type { ConsoleRole } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listRoles = (signal?: AbortSignal) =>
  staffCall<{ data: ConsoleRole[] }>(() => http.get(`${STAFF_API}/roles`, { headers: staffAuth(), signal }));
