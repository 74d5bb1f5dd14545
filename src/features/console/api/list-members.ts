import { http } from '@/lib/http';
import type { ConsoleStaffMember } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listMembers = (signal?: AbortSignal) =>
  staffCall<{ data: ConsoleStaffMember[] }>(() =>
    http.get(`${STAFF_API}/members`, { headers: staffAuth(), signal }),
  );
