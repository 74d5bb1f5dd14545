import { http } from '@/lib/http';
import type { Pagination } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';
import type { RefundItem } from './treasury-types';

export const listRefunds = (state: 'open' | 'decided', page: number, signal?: AbortSignal) =>
  staffCall<{ data: RefundItem[]; meta: { pagination: Pagination } }>(() =>
    http.get(`${STAFF_API}/refunds`, { query: { state, page }, headers: staffAuth(), signal }),
  );
