import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PaymentGateway } from '../../adapters/gateway/payment-gateway';
import type { Db } from '../../db/client';
import { checkouts, transactionHistories } from '../../db/payments-schema';
import { AUTOMATIC, recordPaymentAudit } from './payment-audit';
import type { Settlement } from './settlement';

type Checkout = typeof checkouts.$inferSelect;

// The portal's retired checkouts: a cancelled bill's, or one replaced by a checkout for another total.
const RETIRED: Checkout['status'][] = ['cancelled', 'expired'];
const BATCH = 50;

/**
 * Closes retired checkouts at the gateway, so their pages refuse payment (issue 25: a cancelled
 * bill was still payable through its open checkout). Right after the retirement, and again on each
 * reconciliation pass for any the gateway could not be reached for. A payment the payer finished
 * before the close is settled as the gateway reports it (a cancelled bill's is held for refund).
 */
export function createCheckoutCloser({
  db,
  gateways,
  settlement,
  now,
  logger,
}: {
  db: Db;
  gateways: Readonly<Record<string, PaymentGateway>>;
  settlement: Settlement;
  now: () => Date;
  logger: Pick<Logger, 'warn'>;
}) {
  async function close(checkout: Checkout) {
    const gateway = gateways[checkout.gateway];
    if (!gateway || !checkout.gatewayReference) return;
    // Tried now: the pass asks about the least recently tried first, so one that keeps failing
    // does not hold back the others.
    await db.update(checkouts).set({ lastCheckedAt: now() }).where(eq(checkouts.id, checkout.id));
    const state = await gateway.expireCheckout(checkout.gatewayReference);
    if (state.status === 'pending') throw new Error('the gateway left the checkout open');
    const at = now();
    await db.update(checkouts).set({ gatewayClosedAt: at }).where(eq(checkouts.id, checkout.id));
    const [txn] = await db
      .select({ status: transactionHistories.status })
      .from(transactionHistories)
      .where(eq(transactionHistories.id, checkout.transactionId));
    await recordPaymentAudit(db, {
      transactionId: checkout.transactionId,
      checkoutId: checkout.id,
      action: 'checkout_closed',
      actor: AUTOMATIC,
      detail: `Checkout closed at ${checkout.gateway} (transaction ${txn?.status ?? '?'}); the gateway reports it ${state.status}.`,
      at,
    });
    if (state.status !== 'paid') return;
    // The payer finished before the close: the money was taken, and settlement decides its fate.
    await settlement.applyAnswer(checkout, checkout.gatewayReference, state, 'close');
  }

  async function closeQuietly(checkout: Checkout) {
    try {
      await close(checkout);
    } catch (err) {
      // Tried again on the next pass; meanwhile a payment of it is held, never applied to a cancelled bill.
      logger.warn({ err, checkoutId: checkout.id }, 'closing a checkout at the gateway failed');
    }
  }

  const open = and(inArray(checkouts.status, RETIRED), isNull(checkouts.gatewayClosedAt));

  /** Closes these checkouts at the gateway now (those retired and not closed yet). */
  async function closeNow(ids: readonly string[]) {
    if (ids.length === 0) return;
    const rows = await db
      .select()
      .from(checkouts)
      .where(and(open, inArray(checkouts.id, [...ids])));
    for (const checkout of rows) await closeQuietly(checkout);
  }

  /** One pass: retired checkouts not yet closed at the gateway, oldest first. */
  async function closeRetired() {
    const due = await db
      .select()
      .from(checkouts)
      .where(and(open, isNotNull(checkouts.gatewayReference)))
      .orderBy(sql`${checkouts.lastCheckedAt} asc nulls first`, asc(checkouts.updatedAt))
      .limit(BATCH);
    for (const checkout of due) await closeQuietly(checkout);
    return due.length;
  }

  return { closeNow, closeRetired };
}

export type CheckoutCloser = ReturnType<typeof createCheckoutCloser>;
