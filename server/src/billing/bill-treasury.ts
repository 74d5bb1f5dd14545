import type { SQL } from 'drizzle-orm';
import type { CollectionLine, NatureOfCollection } from '@/domain/treasury/funds';
import type { Db } from '../db/client';

/** A paid transaction as a kind reads it for the collections report. */
export interface PaidTransaction {
  id: number;
  /** Centavos: the LGU's revenue (the convenience fee is not in it). */
  amount: number;
  description: string;
  transactionType: string;
  subject: Record<string, unknown>;
}

/**
 * An assessment made to differ from the fee schedule behind a paid bill (issue 25: four eyes on
 * fees): the schedule's total beside the one charged, who adjusted, and who approved it (none when
 * it was within the share one officer may adjust alone).
 */
export interface TreasuryAdjustment {
  scheduleTotal: number;
  adjustedTotal: number;
  shareBelowBp: number;
  reason: string;
  adjustedByName: string;
  adjustedAt: Date;
  approvedByName: string | null;
  approvedAt: Date | null;
}

/**
 * What one kind of bill tells the treasury and taxpayer support (issue 28): part of its BillKind,
 * declared in the kind's own `<kind>-treasury.ts`, so the treasury and support modules name no
 * kind. Every member is optional: a transaction of a kind without collection lines reads as one
 * General Fund line of its transaction type.
 */
export interface BillTreasury {
  /**
   * The nature-of-collection lines of its paid transactions, in the order given; each
   * transaction's lines add up to its amount. Batched: one day's receipts at a time.
   */
  collectionLines?(db: Db, paid: readonly PaidTransaction[]): Promise<CollectionLine[][]>;
  /** The payor the bill names when it is not the account holder (an SOA's payor). */
  payor?(subject: Record<string, unknown>): string | null;
  /**
   * A condition on transaction_histories for a look-up term this kind knows (a BIN, a TD number,
   * an NOV number), using an index; undefined when the term cannot be one of its identifiers.
   */
  matches?(term: string): SQL | undefined;
  /** A statement of account a cashier may take payment of over the counter (cashier.post). */
  payableAtCounter?: boolean;
  /** The fee adjustment behind each paid transaction, in order (undefined: charged as the schedule says). */
  adjustments?(db: Db, paid: readonly PaidTransaction[]): Promise<(TreasuryAdjustment | undefined)[]>;
}

/** One line of the whole amount, for a kind that has a single nature of collection. */
export const oneLine =
  (nature: (paid: PaidTransaction) => NatureOfCollection, fund: CollectionLine['fund'] = 'GF') =>
  (_db: Db, paid: readonly PaidTransaction[]) =>
    Promise.resolve(paid.map((p) => [{ nature: nature(p), fund, amount: p.amount }]));
