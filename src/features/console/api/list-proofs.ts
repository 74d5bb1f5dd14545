import { http } from '@/lib/http';
import type { Pagination } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';
import type { ProofItem } from './treasury-types';

export const listProofs = (state: 'waiting' | 'decided', page: number, signal?: AbortSignal) =>
  staffCall<{ data: ProofItem[]; meta: { pagination: Pagination } }>(() =>
    http.get(`${STAFF_API}/payments/proofs`, { query: { state, page }, headers: staffAuth(), signal }),
  );
