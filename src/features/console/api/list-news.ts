import { http } from '@/lib/http';
import type { ConsoleNewsItem } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listNews = (signal?: AbortSignal) =>
  staffCall<{ data: ConsoleNewsItem[] }>(() =>
    http.get(`${STAFF_API}/news`, { headers: staffAuth(), signal }),
  );
