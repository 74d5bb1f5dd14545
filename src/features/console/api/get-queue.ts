import { http } from '@/lib/http';
import type { QueuePage } from './console-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const getQueue = (status: string, page: number, signal?: AbortSignal) =>
  staffCall<QueuePage>(() =>
    http.get(`${STAFF_API}/applications`, { query: { status, page }, headers: staffAuth(), signal }),
  );
