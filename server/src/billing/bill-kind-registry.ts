import type { Db, Tx } from '../db/client';
import type { BillKind, Subject } from './bill-kind';
import type { ImportKind } from './csv-import/import-kind';
import type { HeldPayment } from './held-payment';

/** Refuses two kinds that would be taken for each other: one subject kind, lock key or import code twice. */
function assertDistinct(kinds: readonly BillKind[]) {
  const seen = new Set<string>();
  const once = (what: string) => {
    if (seen.has(what)) throw new Error(`bill kinds: ${what} is declared twice`);
    seen.add(what);
  };
  for (const kind of kinds) {
    once(`subject kind ${kind.subjectKind}`);
    if (kind.lockKey !== undefined) once(`lock key ${kind.lockKey}`);
    for (const i of kind.imports ?? []) once(`import ${i.code}`);
  }
}

/**
 * The bill kinds the portal was composed with (server/src/bill-kinds.ts), found by a transaction's
 * `subject.kind`: what payments, transactions and the operator's imports ask of a kind, with each
 * question's default for a subject no kind claims (nothing to mark, payable, cancellable).
 */
export function createBillKindRegistry(kinds: readonly BillKind[]) {
  assertDistinct(kinds);
  const bySubject = new Map(kinds.map((k) => [k.subjectKind, k]));
  const kindOf = (subject: Subject) =>
    typeof subject.kind === 'string' ? bySubject.get(subject.kind) : undefined;

  return {
    /** Every kind, in the order composed. */
    all: (): readonly BillKind[] => kinds,
    /** The kind of a transaction's subject, or undefined when none is registered for it. */
    of: kindOf,

    /** Settlement: marks what the transaction pays paid by it; false when another paid it first. */
    async claim(tx: Tx, subject: Subject, transactionId: number, checkoutId: string) {
      return (await kindOf(subject)?.claim?.(tx, subject, transactionId, checkoutId)) ?? true;
    },
    /** Paymentgate and the quote: true while nothing of the bill was paid by another transaction. */
    async stillPayable(db: Db, subject: Subject, now: Date) {
      return (await kindOf(subject)?.unpaid?.(db, subject, now)) ?? true;
    },
    /** The containment patterns of what a transaction bills (none for a kind nobody else bills). */
    keysOf: (subject: Subject): Subject[] => kindOf(subject)?.keys?.(subject) ?? [],
    /** True when the kind recorded a held payment in its own workflow (the status is left to it). */
    async recordsHold(tx: Tx, subject: Subject, held: HeldPayment) {
      const record = kindOf(subject)?.held;
      if (!record) return false;
      await record(tx, subject, held);
      return true;
    },

    /** Why the taxpayer may not cancel this unpaid transaction; undefined when they may. */
    cancelRefusal: (subject: Subject) => kindOf(subject)?.cancelRefusal,
    /** True when the transaction is an application's (its page shows the application). */
    showsApplication: (subject: Subject) => kindOf(subject)?.showsApplication === true,

    /** Every kind's operator imports (the command line and the console). */
    imports: (): ImportKind[] => kinds.flatMap((k) => k.imports ?? []),
  };
}

export type BillKindRegistry = ReturnType<typeof createBillKindRegistry>;
