import type { checkouts, transactionHistories } from '../db/payments-schema';

/**
 * Money a gateway took that settles nothing (payments' hold-for-refund.ts records it): a bill
 * paid twice, an amount that is not the checkout's, or a payment after a cancel. A kind whose
 * transaction follows its own workflow hears of it (BillKind.held).
 */
export interface HeldPayment {
  txn: typeof transactionHistories.$inferSelect;
  checkout: typeof checkouts.$inferSelect;
  reason: 'duplicate' | 'amount_mismatch' | 'cancelled';
  /** What the gateway said it took (centavos, ISO currency); null when it did not say. */
  amount: number | null;
  currency: string | null;
  at: Date;
}
