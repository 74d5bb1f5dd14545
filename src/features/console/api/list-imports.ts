import { http } from '@/lib/http';
import type { ImportRun, Pagination } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listImports = (page: number, signal?: AbortSignal) =>
  staffCall<{ data: ImportRun[]; meta: { pagination: Pagination } }>(() =>
    http.get(`${STAFF_API}/imports`, { query: { page }, headers: staffAuth(), signal }),
  );
