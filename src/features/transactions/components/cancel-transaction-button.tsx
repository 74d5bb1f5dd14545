import { useState } from 'react';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showToast } from '@/stores/toasts';
import { cancelTransaction } from '../api/cancel-transaction';

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
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const doc = await cancelTransaction(transactionId);
      showToast('success', doc.message ?? 'Updated!');
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
        Cancel Transaction
      </button>
      {asking ? (
        <ConfirmDialog
          message={`Cancel transaction ${referenceNumber}? It can no longer be paid once cancelled.`}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
          busy={busy}
        />
      ) : null}
    </>
  );
}
