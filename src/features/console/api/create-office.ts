import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const createOffice = (office: { code: string; name: string; name_fil: string }) =>
  staffCall<unknown>(() =>
    http.post(`${STAFF_API}/offices`, { body: office, headers: staffAuth(), silent: true }),
  );
