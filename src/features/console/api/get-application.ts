import { http } from '@/lib/http';
import type { ConsoleApplication } from './console-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const getApplication = (id: string, signal?: AbortSignal) =>
  staffCall<{ data: ConsoleApplication }>(() =>
    http.get(`${STAFF_API}/applications/${id}`, { headers: staffAuth(), signal }),
  );
