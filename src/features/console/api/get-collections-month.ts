import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';
import type { MonthCollections } from './treasury-types';

export const getCollectionsMonth = (month: string, signal?: AbortSignal) =>
  staffCall<{ data: MonthCollections }>(() =>
    http.get(`${STAFF_API}/treasury/collections/month`, { query: { month }, headers: staffAuth(), signal }),
  );
