import { Link, useSearch } from 'wouter';
import { PaymentProgress } from '@/features/payments/components/payment-progress';
import { reconcilePayment } from '@/features/payments/reconcile-payment';
import { usePaymentProgress } from '@/features/payments/use-payment-progress';
import { HeldPayments } from '@/features/transactions/components/held-payments';
import { TransactionSummary } from '@/features/transactions/components/transaction-summary';
import { useTransaction } from '@/features/transactions/use-transaction';

/**
 * `/success-page` after a payment (§2.9): the billing was created and the gateway opened; once the
 * payer is back it shows what the server says about the transaction.
 */
export default function SuccessPage() {
  const id = new URLSearchParams(useSearch()).get('transaction_id');
  const progress = usePaymentProgress(id);
  const { transaction } = useTransaction(id);
  const paid = transaction?.status === 'PAID';
  // Money taken that settled nothing (the bill was paid by someone else first, or the amount was
  // wrong): never "Thank you" or "Successful", but what happened and what comes next.
  const held = !paid && (transaction?.refunds.length ?? 0) > 0;

  return (
    <div className="page narrow center">
      <h1>{paid ? 'Payment Successful' : held ? 'Payment Not Applied' : 'Thank you!'}</h1>
      <p className="lead">
        {paid
          ? 'Your payment was received. Your e-receipt is ready in your transaction history.'
          : held
            ? 'Your payment was received but could not be applied to this bill, so no receipt was issued. It will be refunded to the account you paid from.'
            : 'Your bill was created. Pay it within the day through the payment gateway.'}
      </p>
      {id ? <PaymentProgress {...progress} onCheckAgain={() => void reconcilePayment(id)} /> : null}
      {transaction ? <TransactionSummary transaction={transaction} /> : null}
      {transaction ? <HeldPayments payments={transaction.refunds} /> : null}
      <p className="muted">
        Official receipts may be claimed at the City Treasurer&apos;s Office 7 business days after payment.
      </p>
      <div className="actions">
        {id ? (
          <Link href={`/transaction-history/${id}`} className="button">
            View Transaction
          </Link>
        ) : null}
        <Link href="/transaction-history" className="button button-secondary">
          Transaction History
        </Link>
        <Link href="/" className="button button-secondary">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
