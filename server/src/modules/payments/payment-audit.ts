import type { Db, Tx } from '../../db/client';
import { paymentAudit } from '../../db/payments-schema';

/** What the portal or an operator did to a payment's money (payment_audit). */
export type PaymentAuditAction =
  | 'payment_held'
  // The payer asked for a paid application's money back (gcash_refund): the treasury decides.
  | 'refund_asked'
  | 'refund_requested'
  | 'refund_done'
  | 'refund_failed'
  | 'refund_rejected'
  | 'checkout_closed';

/** The actor of what the portal does on its own (no person decided it). */
export const AUTOMATIC = 'automatic';

export interface PaymentAuditEntry {
  transactionId: number;
  checkoutId?: string | null;
  refundId?: number | null;
  action: PaymentAuditAction;
  actor: string;
  /** Why, in words a treasurer reads. */
  detail: string;
  at: Date;
}

/** Writes one audit entry (inside the caller's transaction when given one). */
export async function recordPaymentAudit(db: Db | Tx, entry: PaymentAuditEntry) {
  await db.insert(paymentAudit).values({
    transactionId: entry.transactionId,
    checkoutId: entry.checkoutId ?? null,
    refundId: entry.refundId ?? null,
    action: entry.action,
    actor: entry.actor,
    detail: entry.detail.slice(0, 1000),
    createdAt: entry.at,
  });
}
