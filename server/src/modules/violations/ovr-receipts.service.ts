import { and, eq } from 'drizzle-orm';
import { formatDate } from '@/domain/format/format-date';
import { billBeingPaid } from '../../billing/bill-being-paid';
import { withBillingLock } from '../../billing/bill-once';
import { manilaToday } from '../../billing/manila-today';
import { transactionTypeOf } from '../../billing/transaction-type';
import type { Db, Tx } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { ovrReceipts, ovrTickets } from '../../db/violations-fees-schema';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import { ConflictError, NotFoundError, invalidField } from '../../http/http-errors';
import { withValues } from '../../http/i18n/server-messages';
import type { UploadsService } from '../accounts/uploads.service';
import { soaExpiresOn } from '../assessment/soa-expiry';
import { findOvrTicket, type OvrTicket } from './find-ovr-ticket';
import { issueOvrSoa, retireOvrTransaction } from './issue-ovr-soa';
import { ovrCheckAttributes, ovrReceiptResource } from './ovr-attributes';
import { ovrBillKind } from './ovr-bill-kind';
import { OVR_MESSAGES as M } from './ovr.messages';
import { ovrTicketKeys } from './ovr-subject';

export interface OvrReceiptsDeps {
  db: Db;
  now: () => Date;
  uploads: Pick<UploadsService, 'store' | 'reference'>;
  /** The fee schedule in use: how long a statement of account stays payable (soa_expiry). */
  schedule: FeeScheduleSource;
}

type Photo = { name: string; data: Uint8Array };
type ReceiptRow = typeof ovrReceipts.$inferSelect;

const PAYABLE = ['WAITING FOR PAYMENT', 'PAYMENT FAILED'];

/**
 * Ordinance violation receipts (§7.3): the look-up by number and last name, the photo of the ticket
 * that bills it (a statement of account and its transaction), a new photo, a new statement once the
 * last one expired, and a receipt's view. A resident sees and changes only their own receipts.
 */
export function createOvrReceiptsService({ db, now, uploads, schedule }: OvrReceiptsDeps) {
  const alreadyPaid = () => invalidField('ovr_no', M.alreadyPaid);

  // Not locked: settlement locks the transaction, then the ticket; a payment settling meanwhile
  // leaves the new statement unpayable (its claim fails, and any money for it is refunded).
  async function ticketOf(tx: Db | Tx, id: number): Promise<OvrTicket> {
    const [ticket] = await tx.select().from(ovrTickets).where(eq(ovrTickets.id, id));
    if (!ticket) throw new NotFoundError(M.notFound);
    return ticket;
  }

  /** The receipt, its transaction's status and amount: the taxpayer's own, else a 404. */
  async function own(tx: Db | Tx, taxpayerId: number, id: number) {
    const [row] = await tx
      .select({
        receipt: ovrReceipts,
        status: transactionHistories.status,
        amount: transactionHistories.amount,
      })
      .from(ovrReceipts)
      .innerJoin(transactionHistories, eq(transactionHistories.id, ovrReceipts.transactionId))
      .where(and(eq(ovrReceipts.id, id), eq(ovrReceipts.taxpayerId, taxpayerId)));
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }

  /** True while the receipt's statement can be paid as issued: unpaid, in time, at the ticket's amount. */
  const stillPayable = (row: { receipt: ReceiptRow; status: string; amount: number }, ticket: OvrTicket) =>
    PAYABLE.includes(row.status) &&
    row.receipt.soaExpiresOn >= manilaToday(now()) &&
    row.amount === ticket.totalAmount;

  /** A new statement of account for the receipt (and its old transaction retired). */
  async function reissue(tx: Tx, row: { receipt: ReceiptRow }, ticket: OvrTicket, at: Date, lastDay: string) {
    const [old] = await tx
      .select()
      .from(transactionHistories)
      .where(eq(transactionHistories.id, row.receipt.transactionId));
    await retireOvrTransaction(tx, row.receipt.transactionId, at);
    const type = {
      module: old?.moduleType ?? 'OVRS',
      name: old?.transactionType ?? '',
      statusId: old?.applicationStatusId ?? null,
    };
    const soa = await issueOvrSoa(
      tx,
      { ticket, taxpayerId: row.receipt.taxpayerId, type, expiresOn: lastDay },
      at,
    );
    const [updated] = await tx
      .update(ovrReceipts)
      .set({ ...soa, updatedAt: at })
      .where(eq(ovrReceipts.id, row.receipt.id))
      .returning();
    return updated ?? row.receipt;
  }

  // Read before a database transaction starts: the embedded database has one connection, and the
  // schedule's read inside one would wait for it to end.
  const expiresOn = async (at: Date) => soaExpiresOn((await schedule.current()).soaExpiry, at);

  /** What a receipt answers: itself with its ticket and the amount its statement bills. */
  async function view(receipt: ReceiptRow) {
    const ticket = await ticketOf(db, receipt.ticketId);
    const [txn] = await db
      .select({ amount: transactionHistories.amount })
      .from(transactionHistories)
      .where(eq(transactionHistories.id, receipt.transactionId));
    return ovrReceiptResource(receipt, ticket, { amount: txn?.amount ?? ticket.totalAmount }, now());
  }

  return {
    /** `GET …/check/ovr`: the ticket, or null for a number and last name that match none. */
    async check(taxpayerId: number, ovrNo: string, lastName: string) {
      const ticket = await findOvrTicket(db, ovrNo, lastName);
      if (!ticket) return null;
      const [mine] = await db
        .select({ id: ovrReceipts.id })
        .from(ovrReceipts)
        .where(and(eq(ovrReceipts.ticketId, ticket.id), eq(ovrReceipts.taxpayerId, taxpayerId)));
      const beingPaid = await billBeingPaid(db, ovrTicketKeys(ticket.id), {
        now: now(),
        exceptTaxpayerId: taxpayerId,
      });
      return { ticket, attributes: ovrCheckAttributes(ticket, { beingPaid, receiptId: mine?.id ?? null }) };
    },

    /**
     * `POST …/ordinance_violation_receipts`: the photo of a ticket found by number and last name
     * bills it (a statement of account and its WAITING FOR PAYMENT transaction). Sent again, the
     * resident's receipt of it takes the new photo, and a new statement if the last can no longer
     * be paid. A paid ticket is refused; a file that is not a JPEG or PNG image is refused by
     * content (uploads.store), whatever its name says.
     */
    async send(
      taxpayerId: number,
      input: { ovrNo: string; lastName: string; statusId: number },
      photo: Photo,
    ) {
      const type = await transactionTypeOf(db, input.statusId, ovrBillKind.transactionTypes);
      const found = await findOvrTicket(db, input.ovrNo, input.lastName);
      if (!found) throw new NotFoundError(M.noRecord);
      if (found.paidTransactionId !== null) throw alreadyPaid();
      const stored = await uploads.store(taxpayerId, photo);
      const at = now();
      const lastDay = await expiresOn(at);
      const result = await withBillingLock(db, ovrBillKind, taxpayerId, async (tx) => {
        const ticket = await ticketOf(tx, found.id);
        if (ticket.paidTransactionId !== null) throw alreadyPaid();
        const [mine] = await tx
          .select({ id: ovrReceipts.id })
          .from(ovrReceipts)
          .where(and(eq(ovrReceipts.ticketId, ticket.id), eq(ovrReceipts.taxpayerId, taxpayerId)));
        if (mine) {
          const row = await own(tx, taxpayerId, mine.id);
          await tx
            .update(ovrReceipts)
            .set({ photoUrl: stored.cdnUrl, updatedAt: at })
            .where(eq(ovrReceipts.id, mine.id));
          const receipt = { ...row.receipt, photoUrl: stored.cdnUrl };
          return {
            receipt: stillPayable(row, ticket)
              ? receipt
              : await reissue(tx, { receipt }, ticket, at, lastDay),
            created: false,
          };
        }
        const soa = await issueOvrSoa(
          tx,
          { ticket, taxpayerId, type: { ...type, statusId: input.statusId }, expiresOn: lastDay },
          at,
        );
        const [receipt] = await tx
          .insert(ovrReceipts)
          .values({
            ticketId: ticket.id,
            taxpayerId,
            photoUrl: stored.cdnUrl,
            ...soa,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!receipt) throw new Error('receipt not made');
        return { receipt, created: true };
      });
      await uploads.reference(stored.cdnUrl, taxpayerId);
      return { resource: await view(result.receipt), created: result.created };
    },

    /** `GET …/ordinance_violation_receipts/{id}`: the resident's own receipt. */
    async read(taxpayerId: number, id: number) {
      return view((await own(db, taxpayerId, id)).receipt);
    },

    /** `PUT …/ordinance_violation_receipts/{id}`: a new photo of the ticket, while it is unpaid. */
    async replacePhoto(taxpayerId: number, id: number, photo: Photo) {
      const { receipt } = await own(db, taxpayerId, id);
      if ((await ticketOf(db, receipt.ticketId)).paidTransactionId !== null) throw alreadyPaid();
      const stored = await uploads.store(taxpayerId, photo, { referenced: true });
      const [updated] = await db
        .update(ovrReceipts)
        .set({ photoUrl: stored.cdnUrl, updatedAt: now() })
        .where(eq(ovrReceipts.id, id))
        .returning();
      return view(updated ?? receipt);
    },

    /**
     * `POST …/ordinance_violation_receipts/{id}/regenerate_soa`: a new statement of account once the
     * last one can no longer be paid (expired, cancelled, or billing fines since changed); a 409
     * while it still can, saying until when.
     */
    async regenerateSoa(taxpayerId: number, id: number) {
      await own(db, taxpayerId, id);
      const at = now();
      const lastDay = await expiresOn(at);
      const receipt = await withBillingLock(db, ovrBillKind, taxpayerId, async (tx) => {
        const row = await own(tx, taxpayerId, id);
        const ticket = await ticketOf(tx, row.receipt.ticketId);
        if (ticket.paidTransactionId !== null) throw alreadyPaid();
        if (stillPayable(row, ticket)) {
          throw new ConflictError(withValues(M.stillPayable, { date: formatDate(row.receipt.soaExpiresOn) }));
        }
        return reissue(tx, row, ticket, at, lastDay);
      });
      return view(receipt);
    },
  };
}

export type OvrReceiptsService = ReturnType<typeof createOvrReceiptsService>;
