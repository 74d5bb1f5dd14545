import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const discardImport = (id: number) =>
  staffCall<unknown>(() => http.delete(`${STAFF_API}/imports/${id}`, { headers: staffAuth(), silent: true }));
