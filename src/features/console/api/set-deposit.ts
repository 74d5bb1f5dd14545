import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** The day's bank deposit in pesos as typed ('12500.00'); the server checks it. */
export const setDeposit = (date: string, amount: string, note: string) =>
  staffCall<unknown>(() =>
    http.put(`${STAFF_API}/treasury/deposits/${encodeURIComponent(date)}`, {
      body: { amount, note },
      headers: staffAuth(),
      silent: true,
    }),
  );
