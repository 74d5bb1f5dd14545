import type { Db, Tx } from '../db/client';
import type { BillTreasury } from './bill-treasury';
import type { Env } from '../env';
import type { ImportKind } from './csv-import/import-kind';
import type { HeldPayment } from './held-payment';
import type { LookupLimitConfig } from './lookup-limit';
import type { TransactionTypes } from './transaction-type';

/** A transaction's `subject` (jsonb): what it pays, as the kind that created it wrote it. */
export type Subject = Record<string, unknown>;

/**
 * One kind of bill (business tax, real property tax, a notice of violation, a statement of
 * account, a fee, an application's SOA …), declared in its own module's `<kind>-bill-kind.ts` and
 * listed once in server/src/bill-kinds.ts. The billing core, payments and transactions read it
 * through the registry (bill-kind-registry.ts) and never name a kind; every member but
 * `subjectKind` is optional, and a kind leaving one out takes the default its comment says.
 */
export interface BillKind extends BillTreasury {
  /** The `subject.kind` of its transactions: the registry's key (unique). */
  subjectKind: string;

  // Billing it: the taxpayer's look-up, then the WAITING FOR PAYMENT transaction (bill-once.ts).
  /** The catalogue's transaction types (§2.8) that may bill it; none: its own workflow bills it. */
  transactionTypes?: TransactionTypes;
  /**
   * The first key of the advisory lock that makes one taxpayer's billings of this kind wait for
   * each other (bill-once.ts); unique among the kinds, so two kinds never queue behind each other.
   */
  lockKey?: number;
  /** The per-account limit on its look-ups and billings (lookup-limit.ts); none: not limited. */
  lookupLimit?: (config: Pick<Env, 'BTAX_LOOKUPS_PER_MINUTE'>) => LookupLimitConfig;

  // Paying it: what paymentgate, the quote and settlement ask of the kind.
  /**
   * Marks what the transaction pays as paid by it, inside the settlement's database transaction;
   * false (marking nothing) when another transaction paid any of it first, or when the checkout
   * was opened for a bill since replaced: that money is then held for refund. Default: true (a
   * kind that may be paid any number of times, such as a fee).
   */
  claim?(tx: Tx, subject: Subject, transactionId: number, checkoutId: string): Promise<boolean>;
  /**
   * The quote's and paymentgate's question: true while none of what the transaction bills was
   * paid by another transaction; throws an HttpError saying what to do when it can no longer be
   * paid at its amount (an expired bill). Default: true.
   */
  unpaid?(db: Db, subject: Subject, now: Date): Promise<boolean>;
  /**
   * What the transaction bills, as jsonb containment patterns of other subjects: a checkout open
   * on a transaction whose subject contains one is someone paying the same bill (the quote's
   * being_paid). Default: none (nobody else bills it).
   */
  keys?(subject: Subject): Subject[];
  /**
   * For a kind whose transaction follows its own workflow (an application): a payment held for
   * refund leaves the status to it, and this records the hold in that workflow instead. Default:
   * the transaction moves to FOR REFUND APPROVAL as the status table allows.
   */
  held?(tx: Tx, subject: Subject, held: HeldPayment): Promise<void>;

  // The taxpayer's transaction page.
  /** Why the taxpayer may not cancel its unpaid transaction (its workflow has no cancel); none: they may. */
  cancelRefusal?: string;
  /** Its transaction is an application's: the page shows the application's parts. */
  showsApplication?: boolean;

  // The operator's side.
  /** Its CSV imports (`import <command> <file.csv>` and the console), built on csv-import/. */
  imports?: readonly ImportKind[];

  // The treasury's and taxpayer support's side (BillTreasury, issue 28): its collection lines,
  // funds and payor for the day's report, what support finds it by, whether a cashier may take it.
}
