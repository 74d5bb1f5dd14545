import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatDate } from '@/domain/format/format-date';
import { formatCentavos } from '@/domain/money/centavos';
import { applications, applicationStatusChanges } from '../../db/applications-schema';
import type { Db, Tx } from '../../db/client';
import { checkouts, transactionHistories } from '../../db/payments-schema';
import { applicationSoas } from '../../db/permits-schema';
import { ValidationError } from '../../http/http-errors';
import { soaStatus } from '../../billing/soa-status';
import type { HeldPayment } from '../../billing/held-payment';

/** `subject.kind` of an application's transaction once assessed (its bill kind's key). */
export const APPLICATION_SOA_KIND = 'application_soa';

/**
 * What an assessed application's transaction pays: its current SOA. `earlier_checkouts` are the
 * transaction's checkouts opened for the SOAs before it (soa-issue.ts): their money settles nothing.
 */
export const applicationSoaSubject = (
  applicationId: number,
  soaId: number,
  soaNumber: string,
  earlierCheckouts: readonly string[] = [],
) => ({
  kind: APPLICATION_SOA_KIND,
  application_id: applicationId,
  soa_id: soaId,
  soa_number: soaNumber,
  earlier_checkouts: [...earlierCheckouts],
});

const soaIdOf = (subject: Record<string, unknown>) =>
  subject.kind === APPLICATION_SOA_KIND && Number.isInteger(subject.soa_id)
    ? (subject.soa_id as number)
    : null;

const openedForEarlierSoa = (subject: Record<string, unknown>, checkoutId: string) =>
  Array.isArray(subject.earlier_checkouts) && subject.earlier_checkouts.includes(checkoutId);

export const ASSESSED_APPLICATION_CANCEL_MESSAGE =
  'An assessed application cannot be cancelled. Pay its statement of account, or ask the Business Permits and Licensing Office.';

export const SOA_EXPIRED_MESSAGE =
  'This statement of account expired on {date}. Request a new statement of account on this page, then pay it.';

/**
 * Settlement's hook: marks the SOA paid by this transaction, once, and records the application's
 * move to PAID in its audit (actor 'gateway'); the settlement sets the status in the same
 * database transaction. Only the application's current SOA, unpaid, through a checkout opened
 * for it while it was payable, is settled: a checkout opened for an SOA since reassessed or
 * regenerated would settle the new one at the old one's amount and number, so its money is held
 * for refund instead (false). The SOA row is locked, so two payments settling at once are
 * decided in turn: the second finds it paid and its money is held too. An SOA that expired after
 * its checkout opened still settles: the money was already under way.
 */
export async function claimApplicationSoa(
  tx: Tx,
  subject: Record<string, unknown>,
  transactionId: number,
  checkoutId: string,
) {
  const id = soaIdOf(subject);
  if (id === null) return true;
  if (openedForEarlierSoa(subject, checkoutId)) return false;
  const [soa] = await tx.select().from(applicationSoas).where(eq(applicationSoas.id, id)).for('update');
  if (!soa) return true;
  if (soa.paidTransactionId !== null) return soa.paidTransactionId === transactionId;
  const [checkout] = await tx
    .select({ createdAt: checkouts.createdAt })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  if (soa.supersededAt !== null || !checkout || soaStatus(soa, checkout.createdAt) !== 'PAYABLE') {
    return false;
  }
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
 * Settlement's hook for money held for refund (hold-for-refund.ts): the application keeps its
 * workflow status, so its SOA stays payable at the right amount, and its audit says what
 * happened to the payment (from and to the same status); the refund row tracks the money.
 */
export async function applicationSoaHeld(tx: Tx, subject: Record<string, unknown>, held: HeldPayment) {
  const applicationId = subject.application_id;
  if (!Number.isInteger(applicationId)) return;
  const taken =
    held.amount === null ? 'A payment' : `A payment of ${formatCentavos(held.amount, { sign: true })}`;
  const why =
    held.reason === 'amount_mismatch'
      ? 'was not the amount of the checkout'
      : openedForEarlierSoa(subject, held.checkout.id)
        ? `was for an earlier statement of account; ${String(subject.soa_number)} is the one to pay`
        : 'came after the statement of account was paid or could no longer be paid';
  await tx.insert(applicationStatusChanges).values({
    applicationId: applicationId as number,
    actor: 'gateway',
    fromStatus: held.txn.status,
    toStatus: held.txn.status,
    reason: `${taken} ${why}: it is held for the treasury to refund.`,
    createdAt: held.at,
  });
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
