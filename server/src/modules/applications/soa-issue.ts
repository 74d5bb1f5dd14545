import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { applicationSoas, type SoaLine } from '../../db/permits-schema';
import { nextPermitNumber } from './permit-sequence';
import { applicationSoaSubject } from './soa-subject';

export interface SoaToIssue {
  applicationId: number;
  transactionId: number;
  lines: readonly SoaLine[];
  expiresOn: string;
  issuedBy: string;
}

/**
 * Issues an application's SOA inside the caller's transaction: replaces the one before it (no
 * longer offered), numbers the new one, and makes the application's own transaction row pay it
 * (its amount and subject), so the taxpayer pays from the transaction's page with the usual flow.
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
      soaNumber: await nextPermitNumber(tx, 'SOA', now),
      lines: [...soa.lines],
      total,
      expiresOn: soa.expiresOn,
      issuedBy: soa.issuedBy,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('SOA not issued');
  await tx
    .update(transactionHistories)
    .set({
      amount: total,
      subject: applicationSoaSubject(soa.applicationId, row.id, row.soaNumber),
      updatedAt: now,
    })
    .where(eq(transactionHistories.id, soa.transactionId));
  return row;
}
