import { http } from '@/lib/http';
import type { Pagination, SignInEntry, SignInQuery } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listSignIns = (query: SignInQuery, signal?: AbortSignal) =>
  staffCall<{ data: SignInEntry[]; meta: { pagination: Pagination } }>(() =>
    http.get(`${STAFF_API}/sign_ins`, { query, headers: staffAuth(), signal }),
  );
