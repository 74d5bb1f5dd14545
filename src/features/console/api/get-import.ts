import { http } from '@/lib/http';
import type { ImportRun } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const getImport = (id: number, signal?: AbortSignal) =>
  staffCall<{ data: ImportRun }>(() =>
    http.get(`${STAFF_API}/imports/${id}`, { headers: staffAuth(), signal }),
  );
