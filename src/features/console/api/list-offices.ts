import { http } from '@/lib/http';
import type { ConsoleOffice } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listOffices = (signal?: AbortSignal) =>
  staffCall<{ data: ConsoleOffice[] }>(() =>
    http.get(`${STAFF_API}/offices`, { headers: staffAuth(), signal }),
  );
