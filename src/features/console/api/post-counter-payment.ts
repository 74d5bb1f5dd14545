import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** Records an over-the-counter payment of a statement of account with the OR the cashier issued. */
export const postCounterPayment = (transactionId: number, orNumber: string, amount: string) =>
  staffCall<{ data: { reference: string; official_receipt_number: string } }>(() =>
    http.post(`${STAFF_API}/cashier/postings`, {
      body: { transaction_id: transactionId, or_number: orNumber, amount },
      headers: staffAuth(),
      silent: true,
    }),
  );
