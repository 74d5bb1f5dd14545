import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';
import type { Settlement } from './treasury-types';

export const getSettlement = (date: string, signal?: AbortSignal) =>
  staffCall<{ data: Settlement }>(() =>
    http.get(`${STAFF_API}/treasury/settlement`, { query: { date }, headers: staffAuth(), signal }),
  );
