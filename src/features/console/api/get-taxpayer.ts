import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';
import type { TaxpayerRecord } from './treasury-types';

export const getTaxpayer = (id: string, page: number, signal?: AbortSignal) =>
  staffCall<TaxpayerRecord>(() =>
    http.get(`${STAFF_API}/support/taxpayers/${encodeURIComponent(id)}`, {
      query: { page },
      headers: staffAuth(),
      signal,
    }),
  );
