import { and, eq, inArray } from 'drizzle-orm';
import { createTransaction } from '../../billing/create-transaction';
import type { TransactionType } from '../../billing/transaction-type';
import type { Tx } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { nextDocumentNumber } from '../../documents/document-number';
import type { OvrTicket } from './find-ovr-ticket';
import { ovrSubject } from './ovr-subject';

/** A new statement of account for a ticket: its number, last day and the transaction paying it. */
export interface IssuedOvrSoa {
  soaNumber: string;
  soaExpiresOn: string;
  transactionId: number;
}

/**
 * Issues a statement of account for a ticket at its amount now (OVR-SOA-{year}-{000001}, in the
 * SOA series every kind shares, so no two SOAs have one number), with the WAITING FOR PAYMENT
 * transaction that pays it, inside the caller's transaction.
 */
export async function issueOvrSoa(
  tx: Tx,
  input: {
    ticket: OvrTicket;
    taxpayerId: number;
    type: TransactionType & { statusId: number | null };
    expiresOn: string;
  },
  now: Date,
): Promise<IssuedOvrSoa> {
  const { ticket } = input;
  const soaNumber = await nextDocumentNumber(tx, { series: 'SOA', prefix: 'OVR-SOA' }, now);
  const created = await createTransaction(
    tx,
    {
      taxpayerId: input.taxpayerId,
      moduleType: input.type.module,
      transactionType: input.type.name,
      applicationStatusId: input.type.statusId,
      description: `Ordinance violation receipt ${ticket.ovrNo} (SOA ${soaNumber})`,
      descriptionFil: `Resibo ng paglabag sa ordinansa ${ticket.ovrNo} (SOA ${soaNumber})`,
      amount: ticket.totalAmount,
      subject: ovrSubject({
        ticket_id: ticket.id,
        ovr_no: ticket.ovrNo,
        soa_number: soaNumber,
        soa_expires_on: input.expiresOn,
        total_amount: ticket.totalAmount,
        violations: ticket.violations,
      }),
    },
    now,
  );
  return { soaNumber, soaExpiresOn: input.expiresOn, transactionId: created.id };
}

/**
 * The transaction of a statement of account just replaced can no longer be paid from the portal:
 * its reference expires (EXPIRED REFERENCE NUMBER). A payment already under way still settles the
 * ticket if nobody paid it meanwhile (the status table lets money taken settle), else it is refunded.
 */
export async function retireOvrTransaction(tx: Tx, transactionId: number, now: Date) {
  await tx
    .update(transactionHistories)
    .set({ status: 'EXPIRED REFERENCE NUMBER', updatedAt: now })
    .where(
      and(
        eq(transactionHistories.id, transactionId),
        inArray(transactionHistories.status, ['WAITING FOR PAYMENT', 'PAYMENT FAILED']),
      ),
    );
}
