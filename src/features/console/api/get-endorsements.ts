import { http } from '@/lib/http';
import type { EndorsementsPage } from './endorsement-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** An endorsing office's queue: what waits for the member's offices' clearance (or `office`'s). */
export const getEndorsements = (office: string | undefined, page: number, signal?: AbortSignal) =>
  staffCall<EndorsementsPage>(() =>
    http.get(`${STAFF_API}/endorsements`, {
      query: { ...(office ? { office } : {}), page },
      headers: staffAuth(),
      signal,
    }),
  );
