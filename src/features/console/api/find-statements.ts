import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export interface StatementDue {
  transaction_id: number;
  reference: string;
  description: string;
  amount: number;
  status: string;
  payor: string;
}

export const findStatements = (q: string, signal?: AbortSignal) =>
  staffCall<{ data: StatementDue[] }>(() =>
    http.get(`${STAFF_API}/cashier/statements`, { query: { q }, headers: staffAuth(), signal }),
  );
