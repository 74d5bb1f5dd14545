import type { OvrCheck, OvrReceipt } from '@/domain/contracts/ordinance-violations';
import { centavosToPesos } from '@/domain/money/centavos';
import { soaStatus } from '../../billing/soa-status';
import type { ovrReceipts } from '../../db/violations-fees-schema';
import { resource } from '../../http/json-api';
import type { OvrTicket } from './find-ovr-ticket';

type ReceiptRow = typeof ovrReceipts.$inferSelect;

/** The ticket as the LGU recorded it, as every OVR answer shows it. */
export const ovrTicketAttributes = (ticket: OvrTicket) => ({
  ovr_no: ticket.ovrNo,
  violator_name: ticket.violatorName,
  apprehended_at: ticket.apprehendedAt.toISOString(),
  place: ticket.place,
  plate_no: ticket.plateNo,
  violations: ticket.violations.map((v) => ({
    ordinance: v.ordinance,
    violation: v.violation,
    amount: centavosToPesos(v.amount),
  })),
  total_amount: centavosToPesos(ticket.totalAmount),
});

/** `check/ovr`'s answer: the ticket, whether it can be paid, and the asker's own receipt of it. */
export const ovrCheckAttributes = (
  ticket: OvrTicket,
  more: { beingPaid: boolean; receiptId: number | null },
): OvrCheck['attributes'] => ({
  ...ovrTicketAttributes(ticket),
  is_paid: ticket.paidTransactionId !== null,
  being_paid: more.beingPaid,
  receipt_id: more.receiptId === null ? null : String(more.receiptId),
});

/** A resident's receipt: the ticket, its photo, and its current statement of account. */
export function ovrReceiptResource(
  receipt: ReceiptRow,
  ticket: OvrTicket,
  billed: { amount: number },
  now: Date,
): OvrReceipt {
  // Paid by this receipt's statement of account or any other: either way nothing is owed.
  const paid = ticket.paidTransactionId;
  return resource(
    'ordinance_violation_receipts',
    receipt.id,
    {
      ...ovrTicketAttributes(ticket),
      photo_url: receipt.photoUrl,
      soa_number: receipt.soaNumber,
      soa_expires_on: receipt.soaExpiresOn,
      soa_status: soaStatus({ paidTransactionId: paid, expiresOn: receipt.soaExpiresOn }, now),
      amount: centavosToPesos(billed.amount),
    },
    { transaction_history: { data: { type: 'transaction_histories', id: String(receipt.transactionId) } } },
  ) as OvrReceipt;
}
