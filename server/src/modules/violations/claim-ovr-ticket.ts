import { eq } from 'drizzle-orm';
import { formatDate } from '@/domain/format/format-date';
import { claimRows } from '../../billing/claim-rows';
import { manilaToday } from '../../billing/manila-today';
import type { Db, Tx } from '../../db/client';
import { ovrReceipts, ovrTickets } from '../../db/violations-fees-schema';
import { invalidField } from '../../http/http-errors';
import { withValues } from '../../http/i18n/server-messages';
import { OVR_MESSAGES as M } from './ovr.messages';
import { ovrTicketIdOf } from './ovr-subject';

/**
 * Settlement's hook for ordinance violation receipts: marks the ticket paid by this transaction,
 * unless another transaction paid it first (false: that money is refunded, never applied twice).
 * A statement of account replaced or expired since its checkout opened still settles: the money
 * was taken for the same ticket at the amount it was billed, which the ticket still owed.
 */
export function claimOvrTicket(tx: Tx, subject: Record<string, unknown>, transactionId: number) {
  const id = ovrTicketIdOf(subject);
  const rows = { table: ovrTickets, id: ovrTickets.id, paidBy: ovrTickets.paidTransactionId };
  return claimRows(tx, rows, id === null ? [] : [id], transactionId);
}

/**
 * Before a checkout opens: true while nobody paid the ticket; a 422 saying what to do when the
 * transaction's statement of account was replaced by a newer one, expired, or bills fines the
 * office has since changed (each is remedied on the receipt's page: regenerate_soa).
 */
export async function ovrTicketUnpaid(db: Db, subject: Record<string, unknown>, now: Date): Promise<boolean> {
  const id = ovrTicketIdOf(subject);
  if (id === null) return true;
  const [ticket] = await db.select().from(ovrTickets).where(eq(ovrTickets.id, id));
  if (!ticket) return true;
  if (ticket.paidTransactionId !== null) return false;
  const soaNumber = String(subject.soa_number ?? '');
  const [current] = await db
    .select({ id: ovrReceipts.id })
    .from(ovrReceipts)
    .where(eq(ovrReceipts.soaNumber, soaNumber));
  if (!current) throw invalidField('ovr_no', M.replaced);
  const expiresOn = String(subject.soa_expires_on ?? '');
  if (expiresOn < manilaToday(now)) {
    throw invalidField('ovr_no', withValues(M.expired, { date: formatDate(expiresOn) }));
  }
  if (ticket.totalAmount !== subject.total_amount) throw invalidField('ovr_no', M.changed);
  return true;
}
