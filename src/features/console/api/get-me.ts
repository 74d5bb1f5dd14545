import { http } from '@/lib/http';
import type { StaffMember } from './console-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const getMe = (signal?: AbortSignal) =>
  staffCall<{ data: StaffMember }>(() =>
    http.get(`${STAFF_API}/auth/me`, { headers: staffAuth(), signal, silent: true }),
  );
