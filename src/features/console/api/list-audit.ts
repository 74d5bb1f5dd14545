import { http } from '@/lib/http';
import type { AuditEntry, AuditQuery, Pagination } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listAudit = (query: AuditQuery, signal?: AbortSignal) =>
  staffCall<{ data: AuditEntry[]; meta: { actions: string[]; pagination: Pagination } }>(() =>
    http.get(`${STAFF_API}/audit`, { query, headers: staffAuth(), signal }),
  );
