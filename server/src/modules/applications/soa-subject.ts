import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatDate } from '@/domain/format/format-date';
import { applications, applicationStatusChanges } from '../../db/applications-schema';
import type { Db, Tx } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { applicationSoas } from '../../db/permits-schema';
import { ValidationError } from '../../http/http-errors';
import { soaStatus } from '../misc-fees/soa-state';

/** `subject.kind` of an application's transaction once assessed (settle-subject.ts's key). */
export const APPLICATION_SOA_KIND = 'application_soa';

/** What an assessed application's transaction pays: its current SOA. */
export const applicationSoaSubject = (applicationId: number, soaId: number, soaNumber: string) => ({
  kind: APPLICATION_SOA_KIND,
  application_id: applicationId,
  soa_id: soaId,
  soa_number: soaNumber,
});

const soaIdOf = (subject: Record<string, unknown>) =>
  subject.kind === APPLICATION_SOA_KIND && Number.isInteger(subject.soa_id)
    ? (subject.soa_id as number)
    : null;

export const ASSESSED_APPLICATION_CANCEL_MESSAGE =
  'An assessed application cannot be cancelled. Pay its statement of account, or ask the Business Permits and Licensing Office.';

export const SOA_EXPIRED_MESSAGE =
  'This statement of account expired on {date}. Request a new statement of account on this page, then pay it.';

/**
 * Settlement's hook: marks the SOA paid by this transaction, once, and records the application's
 * move to PAID in its audit (actor 'gateway'); the settlement sets the status in the same
 * database transaction. The SOA row is locked, so two payments settling at once are decided in
 * turn: the second finds it paid and its money is held for refund. An SOA that expired or was
 * replaced meanwhile still settles: the money was already under way.
 */
export async function claimApplicationSoa(tx: Tx, subject: Record<string, unknown>, transactionId: number) {
  const id = soaIdOf(subject);
  if (id === null) return true;
  const [soa] = await tx.select().from(applicationSoas).where(eq(applicationSoas.id, id)).for('update');
  if (!soa) return true;
  if (soa.paidTransactionId !== null) return soa.paidTransactionId === transactionId;
  await tx
    .update(applicationSoas)
    .set({ paidTransactionId: transactionId })
    .where(and(eq(applicationSoas.id, id), isNull(applicationSoas.paidTransactionId)));
  const [txn] = await tx
    .select({ status: transactionHistories.status })
    .from(transactionHistories)
    .where(eq(transactionHistories.id, transactionId));
  await tx
    .update(applications)
    .set({ updatedAt: sql`now()` })
    .where(eq(applications.id, soa.applicationId));
  await tx.insert(applicationStatusChanges).values({
    applicationId: soa.applicationId,
    actor: 'gateway',
    fromStatus: txn?.status ?? null,
    toStatus: 'PAID',
    reason: `Statement of account ${soa.soaNumber} paid`,
  });
  return true;
}

/**
 * Before a checkout opens: false once paid; a 422 saying what to do when the SOA expired (the
 * taxpayer regenerates it on the transaction's page).
 */
export async function applicationSoaUnpaid(db: Db, subject: Record<string, unknown>, now: Date) {
  const id = soaIdOf(subject);
  if (id === null) return true;
  const [soa] = await db.select().from(applicationSoas).where(eq(applicationSoas.id, id));
  if (!soa) return true;
  const status = soaStatus(soa, now);
  if (status === 'PAID') return false;
  if (status === 'EXPIRED SOA')
    throw new ValidationError({
      transaction: [SOA_EXPIRED_MESSAGE.replace('{date}', formatDate(soa.expiresOn))],
    });
  return true;
}
