import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const release = (id: number) =>
  staffCall<{
    data: { status: string; permit: { number: string; verify_code: string; valid_until: string } | null };
  }>(() => http.post(`${STAFF_API}/applications/${id}/release`, { headers: staffAuth(), silent: true }));
