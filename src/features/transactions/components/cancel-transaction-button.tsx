import { useState } from 'react';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showToast } from '@/stores/toasts';
import { cancelTransaction } from '../api/cancel-transaction';
import { useMessages } from '@/lib/i18n/use-messages';
import { transactionsMessages } from '../transactions-messages';

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
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
        {t('cancelTransaction')}
      </button>
      {asking ? (
        <ConfirmDialog
          message={t('cancelQuestion', { reference: referenceNumber })}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
          busy={busy}
        />
      ) : null}
    </>
  );
}
