import { eq } from 'drizzle-orm';
import { allows } from '@/domain/statuses/status-transitions';
import { centavosToPesos } from '@/domain/money/centavos';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { HeldPayment } from '../../billing/held-payment';
import type { Tx } from '../../db/client';
import { refunds, transactionHistories } from '../../db/payments-schema';
import { AUTOMATIC, recordPaymentAudit } from './payment-audit';

/**
 * Records money a gateway took that settles nothing, to be refunded: no receipt, no bill marked.
 * An unpaid transaction moves to FOR REFUND APPROVAL; one already PAID (a second checkout of it
 * was paid too) keeps its status and receipt, and a CANCELLED one stays cancelled. A transaction
 * on its own workflow (an application's SOA) keeps its status too, so it stays payable, and its
 * kind records the hold (BillKind.held). Inside the settlement transaction.
 */
export async function holdForRefund(tx: Tx, held: HeldPayment, kinds: Pick<BillKindRegistry, 'recordsHold'>) {
  const { txn, checkout, at } = held;
  const inserted = await tx
    .insert(refunds)
    .values({
      transactionId: txn.id,
      checkoutId: checkout.id,
      gateway: checkout.gateway,
      reason: held.reason,
      amount: held.amount,
      currency: held.currency,
      expectedAmount: checkout.amount,
      status: 'for_approval',
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  const [row] = inserted;
  const taken =
    held.amount === null
      ? 'an amount it did not report'
      : `${held.currency ?? '?'} ${centavosToPesos(held.amount)}`;
  await recordPaymentAudit(tx, {
    transactionId: txn.id,
    checkoutId: checkout.id,
    refundId: row?.id ?? null,
    action: 'payment_held',
    actor: AUTOMATIC,
    detail: `Held for refund (${held.reason}): the gateway took ${taken}; the checkout asked for PHP ${centavosToPesos(checkout.amount)}; no receipt issued.`,
    at,
  });
  if (await kinds.recordsHold(tx, txn.subject, held)) return;
  if (allows('holdForRefund', txn.status)) {
    await tx
      .update(transactionHistories)
      .set({ status: 'FOR REFUND APPROVAL', updatedAt: at })
      .where(eq(transactionHistories.id, txn.id));
  }
}
