import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const setFlag = (key: string, value: boolean) =>
  staffCall<unknown>(() =>
    http.put(`${STAFF_API}/flags/${encodeURIComponent(key)}`, {
      body: { value },
      headers: staffAuth(),
      silent: true,
    }),
  );
