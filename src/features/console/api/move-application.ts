import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const moveApplication = (id: number, to: string, reason?: string) =>
  staffCall<{ data: { status: string } }>(() =>
    http.post(`${STAFF_API}/applications/${id}/moves`, {
      body: { to, reason },
      headers: staffAuth(),
      silent: true,
    }),
  );
