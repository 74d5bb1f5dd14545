import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const setSetting = (key: string, value: string) =>
  staffCall<unknown>(() =>
    http.put(`${STAFF_API}/settings/${encodeURIComponent(key)}`, {
      body: { value },
      headers: staffAuth(),
      silent: true,
    }),
  );
