import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { Db } from '../db/client';
import { checkouts, transactionHistories } from '../db/payments-schema';

// A checkout is live for a day: §9's payment reference is paid within the day, and the sandbox's
// (like a provider's test session) lapses then; an older pending one was abandoned.
const LIVE_FOR_MS = 24 * 3_600_000;

export interface BeingPaidOptions {
  now: Date;
  /** The payer asking: their own billings are not "someone else" (theirs reuse one checkout). */
  exceptTaxpayerId?: number;
  /** The transaction asking: its own live checkout is what Pay continues, not another payment. */
  exceptTransactionId?: number;
}

/**
 * True when a checkout opened in the last day is still open on another unpaid transaction that
 * bills any of `patterns` (jsonb containment patterns of subjects, from the bill's kind): someone
 * is paying the same bill right now, so paying it too may take the money twice.
 */
export async function billBeingPaid(
  db: Db,
  patterns: readonly Record<string, unknown>[],
  { now, exceptTaxpayerId, exceptTransactionId }: BeingPaidOptions,
): Promise<boolean> {
  if (patterns.length === 0) return false;
  const [found] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .innerJoin(transactionHistories, eq(transactionHistories.id, checkouts.transactionId))
    .where(
      and(
        eq(checkouts.status, 'pending'),
        gt(checkouts.createdAt, new Date(now.getTime() - LIVE_FOR_MS)),
        inArray(transactionHistories.status, [...TRANSACTION_ACTIONS.pay.from]),
        exceptTaxpayerId === undefined ? undefined : ne(transactionHistories.taxpayerId, exceptTaxpayerId),
        exceptTransactionId === undefined ? undefined : ne(transactionHistories.id, exceptTransactionId),
        or(...patterns.map((p) => sql`${transactionHistories.subject} @> ${JSON.stringify(p)}::jsonb`)),
      ),
    )
    .limit(1);
  return found !== undefined;
}
