import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { reconcileTransaction } from '@/features/payments/api/reconcile-transaction';
import { isPaymentWindow, notifyPaymentReturn } from '@/features/payments/payment-return-message';
import { StatusBadge } from '@/features/transactions/components/status-badge';
import { useFetch } from '@/lib/use-fetch';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

// Long enough to read that the window will close, short enough not to wait for it.
const CLOSE_AFTER_MS = 2_500;

/**
 * `/payment-return?transaction_id=…`, where the gateway sends the browser back (in the popup or
 * the /pgi frame): tells the portal's window, re-reads the status from the server (never from
 * the gateway's address) and says the window can be closed; a popup closes itself.
 */
export default function PaymentReturnPage() {
  const t = useMessages(pagesMessages);
  const id = new URLSearchParams(useSearch()).get('transaction_id') ?? '';
  const inPaymentWindow = isPaymentWindow();
  const { state } = useFetch(id || null, (signal) =>
    reconcileTransaction(id, signal).then((doc) => doc.data.attributes),
  );
  const transaction = state.data;
  const failed = state.status === 'error';

  useEffect(() => {
    if (!id) return;
    notifyPaymentReturn(id);
    // Only a window a script opened may close itself; the frame's parent moves on by itself.
    const timer = window.opener ? setTimeout(() => window.close(), CLOSE_AFTER_MS) : undefined;
    return () => clearTimeout(timer);
  }, [id]);

  return (
    <div className="page narrow center">
      <h1>{t('paymentGateway')}</h1>
      {!id ? (
        <p role="alert">{t('returnNoTransaction')}</p>
      ) : transaction ? (
        <p role="status">
          {t('returnYourTransaction', { reference: transaction.reference_number })}{' '}
          <StatusBadge
            status={transaction.status}
            state={transaction.status_state}
            description={transaction.status_description}
          />
          .
        </p>
      ) : failed ? (
        <p role="alert">{t('returnUnread')}</p>
      ) : (
        <p role="status">{t('returnChecking')}</p>
      )}
      {inPaymentWindow ? (
        <p className="lead">{t('returnCloseWindow')}</p>
      ) : id ? (
        <Link href={`/transaction-history/${id}`} className="button">
          {t('viewTransaction')}
        </Link>
      ) : null}
    </div>
  );
}
