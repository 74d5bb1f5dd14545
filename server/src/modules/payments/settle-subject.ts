import type { Db } from '../../db/client';
import { btaxBillsUnpaid, markBtaxBillsPaid } from '../billing/mark-bills-paid';

/** Marks what a transaction paid for as paid, inside the settlement's database transaction. */
type SubjectSettler = (tx: Db, subject: Record<string, unknown>, transactionId: number) => Promise<unknown>;

/**
 * One entry per kind of bill (`subject.kind`, set by the module that created the transaction).
 * Property tax, violations and fees add theirs here; a kind without an entry has nothing to mark.
 */
export const SUBJECT_SETTLERS: Readonly<Record<string, SubjectSettler>> = {
  // Sets btax_bills.paid_transaction_id; a bill another transaction already paid keeps its first.
  btax_bill: markBtaxBillsPaid,
};

/** Marks the billed subject of a transaction paid. */
export async function settleSubject(tx: Db, subject: Record<string, unknown>, transactionId: number) {
  const settler = typeof subject.kind === 'string' ? SUBJECT_SETTLERS[subject.kind] : undefined;
  if (settler) await settler(tx, subject, transactionId);
}

/** Whether what a transaction bills is still unpaid, by kind; a kind without an entry is. */
const SUBJECT_CHECKS: Readonly<
  Record<string, (db: Db, subject: Record<string, unknown>) => Promise<boolean>>
> = {
  btax_bill: btaxBillsUnpaid,
};

/** True when the transaction's bill was not paid by another transaction meanwhile. */
export async function subjectStillPayable(db: Db, subject: Record<string, unknown>): Promise<boolean> {
  const check = typeof subject.kind === 'string' ? SUBJECT_CHECKS[subject.kind] : undefined;
  return check ? check(db, subject) : true;
}
