import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const deleteRole = (code: string) =>
  staffCall<unknown>(() =>
    http.delete(`${STAFF_API}/roles/${encodeURIComponent(code)}`, { headers: staffAuth(), silent: true }),
  );
