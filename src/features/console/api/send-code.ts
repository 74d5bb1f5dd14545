import { http } from '@/lib/http';
import type { StaffMember } from './console-types';
import { STAFF_API, staffAuth } from './staff-call';

export const sendCode = (token: string, code: string) =>
  http.post(`${STAFF_API}/auth/code`, {
    body: { code },
    headers: staffAuth(token),
    silent: true,
  }) as Promise<{
    data: { staff: StaffMember; expires_at: string };
  }>;
