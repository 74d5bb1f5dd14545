import { Suspense, useState } from 'react';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { formatPeso } from '@/domain/format/format-peso';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useMessages } from '@/lib/i18n/use-messages';
import { showToast } from '@/stores/toasts';
import { requestGcashRefund } from '../api/request-gcash-refund';
import '../transactions.css';
import { transactionsMessages } from '../transactions-messages';

// The dialog's code loads when the button is pressed, as Cancel's does.
const ConfirmDialog = lazyWithPreload(() =>
  import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * A paid application the office rejected (it cannot serve it): says so and offers to ask for the
 * money back (gcash_refund) after a confirmation; the treasury approves, and the refund's state
 * then shows among the transaction's payments to be refunded.
 */
export function RequestRefund({
  transactionId,
  transaction,
  onRequested,
}: {
  transactionId: string;
  transaction: TransactionHistory;
  onRequested: (transaction: TransactionHistory) => void;
}) {
  const t = useMessages(transactionsMessages);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const total = formatPeso(transaction.total, { sign: true });
  const confirm = async () => {
    setBusy(true);
    try {
      const doc = await requestGcashRefund(transactionId);
      showToast('success', t('refundRequested'));
      setAsking(false);
      onRequested(doc.data.attributes);
    } catch {
      // The error was toasted; the dialog stays so the resident can try again or say No.
    } finally {
      setBusy(false);
    }
  };
  const ask = () =>
    ConfirmDialog.preload()
      .catch(() => undefined)
      .then(() => setAsking(true));
  return (
    <section className="request-refund" aria-labelledby="request-refund-title">
      <h2 id="request-refund-title">{t('refundOfferTitle')}</h2>
      <p>{t('refundOffer', { total })}</p>
      <button type="button" className="button" onClick={() => void ask()}>
        {t('requestRefund')}
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('requestRefund')}
            message={t('refundQuestion', { total, reference: transaction.reference_number })}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
            busy={busy}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
