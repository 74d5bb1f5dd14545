import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { checkouts, transactionHistories } from '../../db/payments-schema';
import { applicationSoas, type SoaLine } from '../../db/permits-schema';
import { nextNumber } from './number-sequence';
import { applicationSoaSubject } from '../applications/soa-subject';

export interface SoaToIssue {
  applicationId: number;
  transactionId: number;
  lines: readonly SoaLine[];
  expiresOn: string;
  issuedBy: string;
  /** The kind's number prefix (its definition's). */
  numberPrefix: string;
}

/**
 * Issues an application's SOA inside the caller's transaction: replaces the one before it (no
 * longer offered), numbers the new one, and makes the application's own transaction row pay it
 * (its amount and subject), so the taxpayer pays from the transaction's page with the usual flow.
 * The caller holds the transaction row's lock, as paymentgate does when it opens a checkout, so
 * every checkout already there was opened for an earlier SOA: the subject names them (their
 * money is held for refund, never settling this one) and a pending one is retired, never reused.
 */
export async function issueSoa(tx: Tx, soa: SoaToIssue, now: Date) {
  await tx
    .update(applicationSoas)
    .set({ supersededAt: now })
    .where(and(eq(applicationSoas.applicationId, soa.applicationId), isNull(applicationSoas.supersededAt)));
  const total = soa.lines.reduce((sum, line) => sum + line.amount, 0);
  const [row] = await tx
    .insert(applicationSoas)
    .values({
      applicationId: soa.applicationId,
      soaNumber: await nextNumber(tx, 'SOA', soa.numberPrefix, now),
      lines: [...soa.lines],
      total,
      expiresOn: soa.expiresOn,
      issuedBy: soa.issuedBy,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('SOA not issued');
  const earlier = await tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.transactionId, soa.transactionId));
  await tx
    .update(checkouts)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(checkouts.transactionId, soa.transactionId), eq(checkouts.status, 'pending')));
  await tx
    .update(transactionHistories)
    .set({
      amount: total,
      subject: applicationSoaSubject(
        soa.applicationId,
        row.id,
        row.soaNumber,
        earlier.map((c) => c.id),
      ),
      updatedAt: now,
    })
    .where(eq(transactionHistories.id, soa.transactionId));
  return row;
}
