import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';
import type { SupportResults } from './treasury-types';

export const searchSupport = (q: string, page: number, signal?: AbortSignal) =>
  staffCall<SupportResults>(() =>
    http.get(`${STAFF_API}/support/search`, {
      query: { q, page },
      headers: staffAuth(),
      signal,
      silent: true,
    }),
  );
