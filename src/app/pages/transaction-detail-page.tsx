import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'wouter';
import { PayNowButton } from '@/features/payments/components/pay-now-button';
import { PaymentProgress } from '@/features/payments/components/payment-progress';
import { reconcilePayment } from '@/features/payments/reconcile-payment';
import { usePaymentProgress } from '@/features/payments/use-payment-progress';
import { CancelTransactionButton } from '@/features/transactions/components/cancel-transaction-button';
import { HeldPayments } from '@/features/transactions/components/held-payments';
import { ProofOfPaymentUpload } from '@/features/transactions/components/proof-of-payment-upload';
import { ReceiptDownloadButton } from '@/features/transactions/components/receipt-download-button';
import { RequestRefund } from '@/features/transactions/components/request-refund';
import { TransactionSummary } from '@/features/transactions/components/transaction-summary';
import { useTransaction } from '@/features/transactions/use-transaction';
import { useFirstPageShown } from '@/lib/first-page';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

const CLOSED = ['PAID', 'CANCELLED'];
// A returned application's reason and Resubmit, whatever its kind (issue 26), loaded only when returned.
const ReturnedApplication = lazy(() => import('@/features/applications/components/returned-application'));
// Booking the appearance an application waits for (any kind with the appointment step), loaded only then.
const ApplicationAppointment = lazy(
  () => import('@/features/applications/components/application-appointment'),
);
// The offices an application is endorsed to and which have cleared it (issue 28), loaded only for one.
const ApplicationClearances = lazy(() => import('@/features/applications/components/application-clearances'));
// An application's SOA and document (issue 18), loaded only for one.
const ApplicationBilling = lazy(() => import('@/features/permits/components/application-billing'));

/**
 * `/transaction-history/{id}`: status, reference, amounts, OR number; the receipt once paid,
 * Pay Now (again, after a failed or abandoned payment), proof-of-payment upload and cancel while
 * unpaid, each as the server's can_* flags allow. Follows this tab's payment as it settles.
 */
export default function TransactionDetailPage() {
  const t = useMessages(pagesMessages);
  const { id = '' } = useParams<{ id: string }>();
  // Kept current by the payment re-read after the gateway, a cancel and an upload.
  const { transaction, failed, update, reload } = useTransaction(id);
  useFirstPageShown(transaction !== null || failed);
  const [checking, setChecking] = useState(false);
  const progress = usePaymentProgress(id);
  const paying = !['idle', 'settled', 'failed'].includes(progress.step);

  const checkAgain = async () => {
    setChecking(true);
    await reconcilePayment(id);
    setChecking(false);
  };

  return (
    <div className="page narrow">
      <p>
        <Link href="/transaction-history">{t('backToHistory')}</Link>
      </p>
      <h1>{t('detailTitle')}</h1>
      <PaymentProgress {...progress} onCheckAgain={() => void checkAgain()} />
      {failed ? (
        <p role="alert">{t('detailFailed')}</p>
      ) : !transaction ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : (
        <>
          <TransactionSummary transaction={transaction} />
          {transaction.is_application && transaction.status === 'FOR RESUBMISSION' ? (
            <Suspense>
              <ReturnedApplication transactionId={id} />
            </Suspense>
          ) : null}
          {transaction.is_application && transaction.status === 'FOR APPOINTMENT' ? (
            <Suspense>
              <ApplicationAppointment transactionId={id} />
            </Suspense>
          ) : null}
          {transaction.is_application ? (
            <Suspense>
              <ApplicationClearances transactionId={id} status={transaction.status} />
            </Suspense>
          ) : null}
          {transaction.is_application ? (
            <Suspense>
              <ApplicationBilling transactionId={id} status={transaction.status} onChanged={reload} />
            </Suspense>
          ) : null}
          <HeldPayments payments={transaction.refunds} />
          {transaction.can_request_refund ? (
            <RequestRefund transactionId={id} transaction={transaction} onRequested={update} />
          ) : null}
          {transaction.can_pay && !paying ? (
            <PayNowButton transactionId={id} after="transaction-history" />
          ) : null}
          <div className="actions">
            {transaction.receipt_url ? (
              <ReceiptDownloadButton transactionId={id} referenceNumber={transaction.reference_number} />
            ) : null}
            {!CLOSED.includes(transaction.status) ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void checkAgain()}
                disabled={checking}
                aria-busy={checking || undefined}
              >
                {t('refreshStatus')}
              </button>
            ) : null}
            {transaction.can_cancel ? (
              <CancelTransactionButton
                transactionId={id}
                referenceNumber={transaction.reference_number}
                onCancelled={update}
              />
            ) : null}
          </div>
          {transaction.can_attach_proof ? (
            <ProofOfPaymentUpload
              transactionId={id}
              current={transaction.proof_of_payment_url}
              onUploaded={update}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
