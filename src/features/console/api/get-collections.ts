import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';
import type { CollectionsReport } from './treasury-types';

export const getCollections = (date: string, signal?: AbortSignal) =>
  staffCall<{ data: CollectionsReport }>(() =>
    http.get(`${STAFF_API}/treasury/collections`, { query: { date }, headers: staffAuth(), signal }),
  );
