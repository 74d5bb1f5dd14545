import { http } from '@/lib/http';
import type { NewsDraftInput } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const publishNews = (draft: NewsDraftInput) =>
  staffCall<{ data: { id: number; published_at: string } }>(() =>
    http.post(`${STAFF_API}/news`, { body: draft, headers: staffAuth(), silent: true }),
  );
