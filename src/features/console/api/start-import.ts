import { http } from '@/lib/http';
import type { ImportRun } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const startImport = (id: number) =>
  staffCall<{ data: ImportRun }>(() =>
    http.post(`${STAFF_API}/imports/${id}/start`, { headers: staffAuth(), silent: true }),
  );
