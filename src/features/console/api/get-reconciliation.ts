import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';
import type { Reconciliation } from './treasury-types';

export const getReconciliation = (date: string, signal?: AbortSignal) =>
  staffCall<{ data: Reconciliation }>(() =>
    http.get(`${STAFF_API}/treasury/reconciliation`, { query: { date }, headers: staffAuth(), signal }),
  );
