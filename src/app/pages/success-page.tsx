import { Link, useSearch } from 'wouter';
import { PayNowButton } from '@/features/payments/components/pay-now-button';
import { PaymentProgress } from '@/features/payments/components/payment-progress';
import { paymentOutcome } from '@/features/payments/payment-outcome';
import { paymentsMessages } from '@/features/payments/payments-messages';
import { reconcilePayment } from '@/features/payments/reconcile-payment';
import { usePaymentProgress } from '@/features/payments/use-payment-progress';
import { HeldPayments } from '@/features/transactions/components/held-payments';
import { TransactionSummary } from '@/features/transactions/components/transaction-summary';
import { useTransaction } from '@/features/transactions/use-transaction';
import { useMessages } from '@/lib/i18n/use-messages';
import { InstallOffer } from '../pwa/install-offer';
import { pagesMessages } from './pages-messages';

/**
 * `/success-page` after a payment (§2.9): the billing was created and the gateway opened; once the
 * payer is back it says what the server says about the transaction, and offers Pay Now while the
 * bill is still unpaid (a closed or failed gateway).
 */
export default function SuccessPage() {
  const t = useMessages(pagesMessages);
  // paymentOutcome reads the payments catalogue: subscribing here re-renders it on a switch.
  useMessages(paymentsMessages);
  const id = new URLSearchParams(useSearch()).get('transaction_id');
  const progress = usePaymentProgress(id);
  const { transaction } = useTransaction(id);
  const outcome = paymentOutcome(transaction, progress.step);
  const idle = progress.step === 'idle' || progress.step === 'settled' || progress.step === 'failed';

  return (
    <div className="page narrow center">
      <h1>{outcome.heading}</h1>
      {outcome.lead ? <p className="lead">{outcome.lead}</p> : null}
      {id ? <PaymentProgress {...progress} onCheckAgain={() => void reconcilePayment(id)} /> : null}
      {id && transaction?.can_pay && idle ? <PayNowButton transactionId={id} after="success-page" /> : null}
      {transaction ? <TransactionSummary transaction={transaction} /> : null}
      {transaction ? <HeldPayments payments={transaction.refunds} /> : null}
      {transaction?.status === 'PAID' ? <InstallOffer /> : null}
      <p className="muted">{t('receiptsNote')}</p>
      <div className="actions">
        {id ? (
          <Link href={`/transaction-history/${id}`} className="button">
            {t('viewTransaction')}
          </Link>
        ) : null}
        <Link href="/transaction-history" className="button button-secondary">
          {t('transactionHistory')}
        </Link>
        <Link href="/" className="button button-secondary">
          {t('backToHome')}
        </Link>
      </div>
    </div>
  );
}
