import { eq, or } from 'drizzle-orm';
import { allows } from '@/domain/statuses/status-transitions';
import type { CheckoutStatus, GatewayEvent } from '../../adapters/gateway/payment-gateway';
import type { Db } from '../../db/client';
import { checkouts, gatewayEvents, transactionHistories } from '../../db/payments-schema';
import { nextReceiptNumber } from './receipt-number';
import { settleSubject } from './settle-subject';

// A checkout's status only moves forward: pending to any outcome, a failed, cancelled or expired
// one still to paid (the payer retried on the gateway's page), and paid to nothing.
const CHECKOUT_MOVES: Record<CheckoutStatus, readonly CheckoutStatus[]> = {
  pending: ['paid', 'failed', 'cancelled', 'expired'],
  failed: ['paid'],
  cancelled: ['paid'],
  expired: ['paid'],
  paid: [],
};

export type SettlementResult = 'applied' | 'duplicate' | 'ignored';

/** Applies verified gateway events (webhooks and reconciliation answers) to checkouts and transactions. */
export function createSettlement({
  db,
  now,
  onApplied = () => undefined,
}: {
  db: Db;
  now: () => Date;
  /** Called after an event moved a checkout (committed): caches of unpaid bills start over. */
  onApplied?: () => void;
}) {
  /** Settles a verified event once: duplicates (same gateway event id) and backward moves change nothing. */
  async function apply(gateway: string, event: GatewayEvent): Promise<SettlementResult> {
    const match = [
      event.gatewayReference ? eq(checkouts.gatewayReference, event.gatewayReference) : undefined,
      event.checkoutId ? eq(checkouts.id, event.checkoutId) : undefined,
    ].filter((c) => c !== undefined);
    const result = await db.transaction(async (tx): Promise<SettlementResult> => {
      // The primary key makes concurrent deliveries of one event wait for, then skip, each other.
      const [fresh] = await tx
        .insert(gatewayEvents)
        .values({ id: `${gateway}:${event.id}`, gateway, type: event.type, payload: event.payload ?? {} })
        .onConflictDoNothing()
        .returning({ id: gatewayEvents.id });
      if (!fresh) return 'duplicate';
      if (!event.status || match.length === 0) return 'ignored';
      const [found] = await tx
        .select({ id: checkouts.id, transactionId: checkouts.transactionId, gateway: checkouts.gateway })
        .from(checkouts)
        .where(or(...match));
      if (found?.gateway !== gateway) return 'ignored';
      await tx.update(gatewayEvents).set({ checkoutId: found.id }).where(eq(gatewayEvents.id, fresh.id));
      return (await move(tx as unknown as Db, found.id, found.transactionId, event.status))
        ? 'applied'
        : 'ignored';
    });
    if (result === 'applied') onApplied();
    return result;
  }

  async function move(tx: Db, checkoutId: string, transactionId: number, status: CheckoutStatus) {
    // Transaction row first, then checkout: the same order paymentgate and cancel lock in.
    const [txn] = await tx
      .select()
      .from(transactionHistories)
      .where(eq(transactionHistories.id, transactionId))
      .for('update');
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!txn || !checkout || !CHECKOUT_MOVES[checkout.status].includes(status)) return false;
    const at = now();
    await tx.update(checkouts).set({ status, updatedAt: at }).where(eq(checkouts.id, checkoutId));
    if (status === 'paid' && allows('settle', txn.status)) {
      // The official receipt is issued at once, in the same transaction as the PAID status.
      const receipt = txn.officialReceiptNumber ?? (await nextReceiptNumber(tx, at));
      await tx
        .update(transactionHistories)
        .set({ status: 'PAID', paidAt: at, officialReceiptNumber: receipt, updatedAt: at })
        .where(eq(transactionHistories.id, txn.id));
      await settleSubject(tx, txn.subject, txn.id);
    } else if (status === 'failed' && allows('fail', txn.status)) {
      await tx
        .update(transactionHistories)
        .set({ status: 'PAYMENT FAILED', updatedAt: at })
        .where(eq(transactionHistories.id, txn.id));
    }
    return true;
  }

  return { apply };
}

export type Settlement = ReturnType<typeof createSettlement>;
