import type { TransactionHistory } from '@/domain/contracts/payments';
import { centavosToPesos } from '@/domain/money/centavos';
import { statusInfo } from '@/domain/statuses/application-statuses';
import { allows, taxpayerActions } from '@/domain/statuses/status-transitions';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { refunds, transactionHistories } from '../../db/payments-schema';
import { resource } from '../../http/json-api';
import { DESCRIPTION_FIL } from '../../billing/create-transaction';

export type TransactionRow = typeof transactionHistories.$inferSelect;
/** A transaction with, where loaded, the payments of it held for refund. */
export type TransactionView = TransactionRow & { refunds?: (typeof refunds.$inferSelect)[] };

export const TRANSACTIONS_PATH = '/api/v1/taxpayers/transaction_histories';

/** What a transaction's page asks of its kind (the bill kind registry). */
export type TransactionKinds = Pick<BillKindRegistry, 'cancelRefusal' | 'showsApplication'>;

/** A transaction history entry as the contract shows it (§7.3), with its status's colour and description. */
export function transactionAttributes(row: TransactionView, kinds: TransactionKinds): TransactionHistory {
  const status = statusInfo(row.status);
  return {
    reference_number: row.referenceNumber,
    module_type: row.moduleType,
    transaction_type: row.transactionType,
    description: row.description,
    description_fil: typeof row.subject[DESCRIPTION_FIL] === 'string' ? row.subject[DESCRIPTION_FIL] : null,
    amount: centavosToPesos(row.amount),
    convenience_fee: centavosToPesos(row.convenienceFee),
    total: centavosToPesos(row.amount + row.convenienceFee),
    status: row.status,
    status_state: status.state,
    status_description: status.description,
    official_receipt_number: row.officialReceiptNumber,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    ...taxpayerActions(row.status),
    // Paid online and then rejected by the office: its payer may ask for a refund (gcash_refund).
    can_request_refund: row.paidAt !== null && allows('requestRefund', row.status),
    // A kind on its own workflow (an assessed application) is never cancelled here (issue 18).
    ...(kinds.cancelRefusal(row.subject) !== undefined && { can_cancel: false }),
    // An application's transaction, filed or assessed: the page shows its parts (issue 26).
    is_application: kinds.showsApplication(row.subject),
    // The e-receipt exists once an official receipt number was issued (PAID and after).
    receipt_url: row.officialReceiptNumber ? `${TRANSACTIONS_PATH}/${row.id}/receipt.pdf` : null,
    proof_of_payment_url: row.proofOfPaymentUrl,
    // Money taken that settled nothing (paid twice, or the wrong amount) and its way back.
    refunds: (row.refunds ?? []).map((r) => ({
      reason: r.reason,
      amount: r.amount === null ? null : centavosToPesos(r.amount),
      status: r.status,
      created_at: r.createdAt.toISOString(),
      completed_at: r.completedAt?.toISOString() ?? null,
      // Why the treasury did not refund it (status rejected), as the payer is told.
      note: r.status === 'rejected' ? r.decisionNote : null,
    })),
  };
}

/** The JSON:API resource of a transaction history entry. */
export const transactionResource = (row: TransactionView, kinds: TransactionKinds) =>
  resource('transaction_histories', row.id, transactionAttributes(row, kinds));
