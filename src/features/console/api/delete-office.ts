import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const deleteOffice = (code: string) =>
  staffCall<unknown>(() =>
    http.delete(`${STAFF_API}/offices/${encodeURIComponent(code)}`, { headers: staffAuth(), silent: true }),
  );
