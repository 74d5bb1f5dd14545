import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { Db, Tx } from '../db/client';
import { transactionHistories } from '../db/payments-schema';
import type { Subject } from './bill-kind';
import { createTransaction, type NewTransaction } from './create-transaction';

/** What bill-once needs of a kind: its transactions' subject kind and its lock (BillKind). */
export interface BilledKind {
  subjectKind: string;
  lockKey: number;
}

/** One of the taxpayer's unpaid billings of a kind. */
export interface OpenBilling {
  id: number;
  referenceNumber: string;
  /** Centavos. */
  amount: number;
  subject: Subject;
}

/**
 * Runs `work` in one database transaction holding the kind's lock for this taxpayer: one payer's
 * billings of one kind are made in turn, so a look-up of what they already have cannot race an
 * insert (Pay pressed twice, two tabs).
 */
export function withBillingLock<T>(
  db: Db,
  kind: BilledKind,
  taxpayerId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${kind.lockKey}, ${taxpayerId})`);
    return work(tx);
  });
}

/** How one billing is made once (createBillingOnce). */
export interface BillOnce {
  /** Inside the lock, first: refuse what can no longer be billed (paid meanwhile). */
  check?(tx: Tx): Promise<void>;
  /**
   * Among the taxpayer's unpaid billings of the kind (oldest first), the one this request makes
   * again (the same bill at the same amount), answered instead of a new one; it may refuse one
   * that overlaps another billing by throwing.
   */
  same(open: readonly OpenBilling[]): OpenBilling | undefined;
  /** The new WAITING FOR PAYMENT transaction, when none is the same. */
  transaction: Omit<NewTransaction, 'taxpayerId'>;
}

/**
 * Creates a kind's WAITING FOR PAYMENT transaction for a taxpayer, or answers the one they already
 * have for the same bill (Pay pressed twice, or Back then Pay), so unpaid billings do not pile up.
 * Returns the transaction id. Another payer may bill the same bill: whoever pays first settles it
 * (the kind's claim), and the other payment is held for refund.
 */
export function createBillingOnce(
  db: Db,
  kind: BilledKind,
  taxpayerId: number,
  bill: BillOnce,
  now: Date,
): Promise<number> {
  return withBillingLock(db, kind, taxpayerId, async (tx) => {
    await bill.check?.(tx);
    const open = await tx
      .select({
        id: transactionHistories.id,
        referenceNumber: transactionHistories.referenceNumber,
        amount: transactionHistories.amount,
        subject: transactionHistories.subject,
      })
      .from(transactionHistories)
      .where(
        and(
          eq(transactionHistories.taxpayerId, taxpayerId),
          inArray(transactionHistories.status, [...TRANSACTION_ACTIONS.pay.from]),
          sql`${transactionHistories.subject}->>'kind' = ${kind.subjectKind}`,
        ),
      )
      .orderBy(transactionHistories.id);
    const same = bill.same(open);
    if (same) return same.id;
    const created = await createTransaction(tx, { ...bill.transaction, taxpayerId }, now);
    return created.id;
  });
}
