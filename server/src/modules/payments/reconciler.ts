import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PaymentGateway } from '../../adapters/gateway/payment-gateway';
import type { Db } from '../../db/client';
import { checkouts, transactionHistories } from '../../db/payments-schema';
import { NotFoundError } from '../../http/http-errors';
import type { Settlement } from './settlement';
import type { JobLeases } from '../../job-leases';
import { repeatJob } from '../../repeat-job';

type Checkout = typeof checkouts.$inferSelect;

// The browser may ask on every poll; the gateway is asked at most this often per checkout.
const BROWSER_QUERY_GAP_MS = 2_000;
// The job leaves young checkouts to their webhook, and asks again about each at most this often.
const JOB_MIN_AGE_MS = 60_000;
const JOB_BATCH = 50;

export interface ReconcilerDeps {
  db: Db;
  gateways: Readonly<Record<string, PaymentGateway>>;
  settlement: Settlement;
  now: () => Date;
  logger: Pick<Logger, 'warn'>;
  /** Several instances on PostgreSQL: one of them runs each pass. */
  jobLeases?: JobLeases | undefined;
  /** More work for each background pass (closing retired checkouts, waiting refunds). */
  alsoEachPass?: readonly (() => Promise<unknown>)[];
}

/** Asks the gateway about pending checkouts and settles what it reports (for lost or late webhooks). */
export function createReconciler({
  db,
  gateways,
  settlement,
  now,
  logger,
  jobLeases,
  alsoEachPass = [],
}: ReconcilerDeps) {
  async function check(checkout: Checkout) {
    const gateway = gateways[checkout.gateway];
    if (!gateway || !checkout.gatewayReference) return;
    await db.update(checkouts).set({ lastCheckedAt: now() }).where(eq(checkouts.id, checkout.id));
    const state = await gateway.queryStatus(checkout.gatewayReference);
    if (state.status === 'pending') return;
    await settlement.applyAnswer(checkout, checkout.gatewayReference, state, 'reconciliation');
  }

  async function checkQuietly(checkout: Checkout) {
    try {
      await check(checkout);
    } catch (err) {
      // The gateway being down must not fail the caller: the next query tries again.
      logger.warn({ err, checkoutId: checkout.id }, 'reconciliation query failed');
    }
  }

  /** The browser's return: asks about this transaction's pending checkout now (own transactions only). */
  async function reconcileTransaction(taxpayerId: number, transactionId: number) {
    const [txn] = await db
      .select({ id: transactionHistories.id })
      .from(transactionHistories)
      .where(
        and(eq(transactionHistories.id, transactionId), eq(transactionHistories.taxpayerId, taxpayerId)),
      );
    if (!txn) throw new NotFoundError('Transaction not found');
    const recent = new Date(now().getTime() - BROWSER_QUERY_GAP_MS);
    const pending = await db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.transactionId, txn.id),
          eq(checkouts.status, 'pending'),
          or(isNull(checkouts.lastCheckedAt), lt(checkouts.lastCheckedAt, recent)),
        ),
      );
    for (const checkout of pending) await checkQuietly(checkout);
  }

  /** One pass of the background job: pending checkouts older than a minute, least recently asked first. */
  async function reconcilePending() {
    const cutoff = new Date(now().getTime() - JOB_MIN_AGE_MS);
    const due = await db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.status, 'pending'),
          lt(checkouts.createdAt, cutoff),
          or(isNull(checkouts.lastCheckedAt), lt(checkouts.lastCheckedAt, cutoff)),
        ),
      )
      .orderBy(sql`${checkouts.lastCheckedAt} asc nulls first`, asc(checkouts.createdAt))
      .limit(JOB_BATCH);
    for (const checkout of due) await checkQuietly(checkout);
    for (const work of alsoEachPass) await work();
    return due.length;
  }

  /** Runs reconcilePending every `intervalMs` (never two passes at once); returns the stop function. */
  const start = (intervalMs: number) =>
    repeatJob(reconcilePending, intervalMs, {
      logger,
      what: 'reconciliation pass',
      shared: jobLeases && { job: 'payments-reconciler', leases: jobLeases },
    });

  return { reconcileTransaction, reconcilePending, start };
}

export type Reconciler = ReturnType<typeof createReconciler>;
