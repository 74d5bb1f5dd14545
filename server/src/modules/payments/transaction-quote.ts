import { and, eq } from 'drizzle-orm';
import type { PaymentState, TransactionQuote } from '@/domain/contracts/payment-quote';
import type { PaymentChannel } from '@/domain/contracts/payments';
import { allows } from '@/domain/statuses/status-transitions';
import { billBeingPaid } from '../../billing/bill-being-paid';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { NotFoundError } from '../../http/http-errors';
import { type ConvenienceFees, quoteAttributes, quotePayment } from './payment-quote';

type Transaction = typeof transactionHistories.$inferSelect;

/**
 * `GET …/transaction_histories/{id}/payment_quote`: what paying one's own transaction costs on a
 * channel (the quote paymentgate charges), and whether it can be paid now, so the page says so
 * before Pay: already paid (by this or another billing of the bill), being paid (another billing's
 * checkout is open), or not payable in its status.
 */
export function createTransactionQuotes({
  db,
  now,
  fees,
  kinds,
}: {
  db: Db;
  now: () => Date;
  fees: ConvenienceFees;
  /** The bill kinds: whether a bill can still be paid, and what else bills it. */
  kinds: Pick<BillKindRegistry, 'stillPayable' | 'keysOf'>;
}) {
  async function stateOf(txn: Transaction): Promise<PaymentState> {
    if (txn.paidAt) return 'paid';
    if (!allows('pay', txn.status)) return 'not_payable';
    // An expired bill throws its 422 here, as paymentgate would: the page says what to do.
    if (!(await kinds.stillPayable(db, txn.subject, now()))) return 'paid';
    // This transaction's own live checkout is the one Pay continues, not a second payment.
    const other = await billBeingPaid(db, kinds.keysOf(txn.subject), {
      now: now(),
      exceptTransactionId: txn.id,
    });
    return other ? 'being_paid' : 'payable';
  }

  /** The quote and payment state of one of the taxpayer's transactions. */
  async function quote(taxpayerId: number, id: number, channel: PaymentChannel): Promise<TransactionQuote> {
    const [txn] = await db
      .select()
      .from(transactionHistories)
      .where(and(eq(transactionHistories.id, id), eq(transactionHistories.taxpayerId, taxpayerId)));
    if (!txn) throw new NotFoundError('Transaction not found');
    return {
      ...quoteAttributes(quotePayment(txn.amount, channel, fees)),
      payment_state: await stateOf(txn),
    };
  }

  return { quote };
}

export type TransactionQuotes = ReturnType<typeof createTransactionQuotes>;
