import { refunds } from '../../db/payments-schema';

/** What a held payment's refund says of itself, as the treasury's lists (command line and console) read it. */
export const refundColumns = {
  gateway: refunds.gateway,
  reason: refunds.reason,
  amount: refunds.amount,
  currency: refunds.currency,
  expectedAmount: refunds.expectedAmount,
  status: refunds.status,
  failure: refunds.failure,
};
