import { eq, or } from 'drizzle-orm';
import { allows } from '@/domain/statuses/status-transitions';
import type { CheckoutState, CheckoutStatus, GatewayEvent } from '../../adapters/gateway/payment-gateway';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { HeldPayment } from '../../billing/held-payment';
import type { Db, Tx } from '../../db/client';
import { checkouts, gatewayEvents, transactionHistories } from '../../db/payments-schema';
import { holdForRefund } from './hold-for-refund';
import { nextReceiptNumber } from './receipt-number';

type StoredStatus = (typeof checkouts.$inferSelect)['status'];

// A checkout's status only moves forward: pending to any outcome, a failed, cancelled or expired
// one still to paid (the payer retried on the gateway's page), and paid or held to nothing.
const CHECKOUT_MOVES: Record<StoredStatus, readonly CheckoutStatus[]> = {
  pending: ['paid', 'failed', 'cancelled', 'expired'],
  failed: ['paid'],
  cancelled: ['paid'],
  expired: ['paid'],
  paid: [],
  held: [],
};

// Checkouts are always opened in pesos.
const CURRENCY = 'PHP';

/** `held_for_refund`: money was taken but settles nothing (see hold-for-refund.ts). */
export type SettlementResult = 'applied' | 'duplicate' | 'ignored' | 'held_for_refund';

/** Applies verified gateway events (webhooks and reconciliation answers) to checkouts and transactions. */
export function createSettlement({
  db,
  now,
  kinds,
  onApplied = () => undefined,
  onHeld = () => undefined,
  afterHeld = () => Promise.resolve(),
}: {
  db: Db;
  now: () => Date;
  /** The bill kinds: each marks what its transactions pay, and hears of a payment held. */
  kinds: Pick<BillKindRegistry, 'claim' | 'recordsHold'>;
  /**
   * Called after an event moved a checkout (committed), with its transaction: caches of unpaid
   * bills start over, an application paid takes its automatic steps.
   */
  onApplied?: (transactionId: number) => void;
  /** Called after a payment was held for refund (committed): the treasury is told. */
  onHeld?: (held: HeldPayment) => void;
  /** Awaited after a payment was held (committed): an unambiguous duplicate is refunded at once. */
  afterHeld?: (held: HeldPayment) => Promise<void>;
}) {
  /** Settles a verified event once: duplicates (same gateway event id) and backward moves change nothing. */
  async function apply(gateway: string, event: GatewayEvent): Promise<SettlementResult> {
    const match = [
      event.gatewayReference ? eq(checkouts.gatewayReference, event.gatewayReference) : undefined,
      event.checkoutId ? eq(checkouts.id, event.checkoutId) : undefined,
    ].filter((c) => c !== undefined);
    const held: HeldPayment[] = [];
    let moved: number | undefined;
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
      moved = found.transactionId;
      return move(tx, found.id, found.transactionId, event, held);
    });
    if (result === 'applied' && moved !== undefined) onApplied(moved);
    for (const payment of held) onHeld(payment);
    for (const payment of held) await afterHeld(payment);
    return result;
  }

  async function move(
    tx: Tx,
    checkoutId: string,
    transactionId: number,
    event: GatewayEvent,
    held: HeldPayment[],
  ): Promise<SettlementResult> {
    const status = event.status;
    // Transaction row first, then checkout: the same order paymentgate and cancel lock in.
    const [txn] = await tx
      .select()
      .from(transactionHistories)
      .where(eq(transactionHistories.id, transactionId))
      .for('update');
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!status || !txn || !checkout || !CHECKOUT_MOVES[checkout.status].includes(status)) return 'ignored';
    const at = now();
    const setCheckout = (to: StoredStatus) =>
      tx
        .update(checkouts)
        // The gateway reporting a checkout expired or cancelled has closed it: nothing to close.
        .set({
          status: to,
          updatedAt: at,
          ...(to === 'expired' || to === 'cancelled' ? { gatewayClosedAt: at } : {}),
        })
        .where(eq(checkouts.id, checkoutId));

    if (status !== 'paid') {
      await setCheckout(status);
      if (status === 'failed' && allows('fail', txn.status)) {
        await tx
          .update(transactionHistories)
          .set({ status: 'PAYMENT FAILED', updatedAt: at })
          .where(eq(transactionHistories.id, txn.id));
      }
      return 'applied';
    }

    const money = { amount: event.amount, currency: event.currency };
    // An event (or a status answer) for another amount or currency is never a success: a signed
    // event for one centavo must not settle a bill of thousands.
    if (event.amount !== checkout.amount || event.currency !== CURRENCY) {
      await setCheckout('held');
      const mismatch: HeldPayment = { txn, checkout, reason: 'amount_mismatch', ...money, at };
      await holdForRefund(tx, mismatch, kinds);
      held.push(mismatch);
      return 'held_for_refund';
    }
    await setCheckout('paid');
    // Whoever settles first claims the bills; a later payment of them (another payer's billing,
    // or an overlapping one) is money taken twice: no second receipt, it goes back. A cancelled
    // transaction claims nothing (the status table has no settle from CANCELLED).
    if (allows('settle', txn.status) && (await kinds.claim(tx, txn.subject, txn.id, checkout.id))) {
      // The official receipt is issued at once, in the same transaction as the PAID status.
      // A cashier's posting carries the number of the receipt the cashier wrote (office-payment.ts).
      const receipt = txn.officialReceiptNumber ?? event.receiptNumber ?? (await nextReceiptNumber(tx, at));
      await tx
        .update(transactionHistories)
        .set({ status: 'PAID', paidAt: at, officialReceiptNumber: receipt, updatedAt: at })
        .where(eq(transactionHistories.id, txn.id));
      return 'applied';
    }
    // A cancelled bill is never paid (issue 25): its money goes back and it stays CANCELLED.
    const reason = txn.status === 'CANCELLED' ? 'cancelled' : 'duplicate';
    const duplicate: HeldPayment = { txn, checkout, reason, ...money, at };
    await holdForRefund(tx, duplicate, kinds);
    held.push(duplicate);
    return 'held_for_refund';
  }

  /**
   * Settles what the gateway answered when the portal asked about one of its checkouts (a
   * reconciliation query, or its reply to a close), as an event of its own: one per checkout and
   * outcome, so asking again changes nothing.
   */
  function applyAnswer(
    checkout: { id: string; gateway: string },
    gatewayReference: string,
    state: CheckoutState,
    asked: 'reconciliation' | 'close',
  ) {
    return apply(checkout.gateway, {
      id: `${asked === 'close' ? 'close' : 'reconcile'}:${checkout.id}:${state.status}`,
      type: asked,
      gatewayReference,
      checkoutId: checkout.id,
      ...state,
      payload: { checkout_id: checkout.id, ...state },
    });
  }

  return { apply, applyAnswer };
}

export type Settlement = ReturnType<typeof createSettlement>;
