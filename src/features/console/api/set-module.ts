import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const setModule = (code: string, change: { is_active?: boolean; is_coming_soon?: boolean }) =>
  staffCall<unknown>(() =>
    http.put(`${STAFF_API}/modules/${encodeURIComponent(code)}`, {
      body: change,
      headers: staffAuth(),
      silent: true,
    }),
  );
