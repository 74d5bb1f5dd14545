import { http } from '@/lib/http';
import type { ContentEntry } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listContent = (signal?: AbortSignal) =>
  staffCall<{ data: ContentEntry[] }>(() =>
    http.get(`${STAFF_API}/content`, { headers: staffAuth(), signal }),
  );
