import { Suspense, useState } from 'react';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { showToast } from '@/stores/toasts';
import { cancelTransaction } from '../api/cancel-transaction';
import { useMessages } from '@/lib/i18n/use-messages';
import { transactionsMessages } from '../transactions-messages';

// The dialog's code loads when Cancel is pressed, not with the transaction page: most visits
// never open it, and a phone's first view of the page then asks for three files fewer.
const ConfirmDialog = lazyWithPreload(() =>
  import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Cancels an unpaid transaction after a confirmation. */
export function CancelTransactionButton({
  transactionId,
  referenceNumber,
  onCancelled,
}: {
  transactionId: string;
  referenceNumber: string;
  onCancelled: (transaction: TransactionHistory) => void;
}) {
  const [asking, setAsking] = useState(false);
  const t = useMessages(transactionsMessages);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const doc = await cancelTransaction(transactionId);
      showToast('success', doc.message ?? t('updated'));
      setAsking(false);
      onCancelled(doc.data.attributes);
    } catch {
      // The error was toasted; the dialog stays so the resident can try again or say No.
    } finally {
      setBusy(false);
    }
  };
  // Offline, the dialog still opens if its code cannot load: the page's error boundary says so.
  const ask = () =>
    ConfirmDialog.preload()
      .catch(() => undefined)
      .then(() => setAsking(true));
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void ask()}>
        {t('cancelTransaction')}
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            message={t('cancelQuestion', { reference: referenceNumber })}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
            busy={busy}
          />
        </Suspense>
      ) : null}
    </>
  );
}
