import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { allows } from '@/domain/statuses/status-transitions';
import { PaymentProgress } from '@/features/payments/components/payment-progress';
import { reconcilePayment } from '@/features/payments/reconcile-payment';
import { usePaymentProgress } from '@/features/payments/use-payment-progress';
import { getTransaction } from '@/features/transactions/api/get-transaction';
import { CancelTransactionButton } from '@/features/transactions/components/cancel-transaction-button';
import { HeldPayments } from '@/features/transactions/components/held-payments';
import { ProofOfPaymentUpload } from '@/features/transactions/components/proof-of-payment-upload';
import { ReceiptDownloadButton } from '@/features/transactions/components/receipt-download-button';
import { TransactionSummary } from '@/features/transactions/components/transaction-summary';

const CLOSED = ['PAID', 'CANCELLED'];

/**
 * `/transaction-history/{id}`: status, reference, amounts, OR number; the receipt once paid,
 * proof-of-payment upload and cancel while unpaid. Follows this tab's payment as it settles.
 */
export default function TransactionDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [transaction, setTransaction] = useState<TransactionHistory | null>(null);
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  const progress = usePaymentProgress(id);

  useEffect(() => {
    let current = true;
    getTransaction(id).then(
      (doc) => current && setTransaction(doc.data.attributes),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [id]);
  // The payment flow read the status again after the gateway: show what it read.
  useEffect(() => {
    if (progress.transaction) setTransaction(progress.transaction);
  }, [progress.transaction]);

  const checkAgain = async () => {
    setChecking(true);
    const fresh = await reconcilePayment(id);
    if (fresh) setTransaction(fresh);
    setChecking(false);
  };

  return (
    <div className="page narrow">
      <p>
        <Link href="/transaction-history">← Transaction History</Link>
      </p>
      <h1>Transaction Details</h1>
      <PaymentProgress {...progress} onCheckAgain={() => void checkAgain()} />
      {failed ? (
        <p role="alert">This transaction could not be loaded.</p>
      ) : !transaction ? (
        <div aria-busy="true" aria-label="Loading" />
      ) : (
        <>
          <TransactionSummary transaction={transaction} />
          <HeldPayments payments={transaction.refunds} />
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
                Refresh Status
              </button>
            ) : null}
            {transaction.can_cancel ? (
              <CancelTransactionButton
                transactionId={id}
                referenceNumber={transaction.reference_number}
                onCancelled={setTransaction}
              />
            ) : null}
          </div>
          {allows('attachProof', transaction.status) && transaction.status !== 'PAID' ? (
            <ProofOfPaymentUpload
              transactionId={id}
              current={transaction.proof_of_payment_url}
              onUploaded={setTransaction}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
