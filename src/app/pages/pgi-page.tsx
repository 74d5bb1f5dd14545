import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import '@/features/payments/payments.css';
import { readPaymentReturn } from '@/features/payments/payment-return-message';
import { safeGatewayUrl, safeNextPath } from '@/features/payments/pgi-path';
import { reconcilePayment } from '@/features/payments/reconcile-payment';
import { useCheckoutPrefix } from '@/features/payments/use-checkout-prefix';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/**
 * `/pgi?url=…` (§2.1): the payment gateway in a frame, used instead of a popup on screens 768 px
 * wide or less, with Back to Home. Only a checkout page of the configured gateway is framed. When
 * the gateway sends the frame to /payment-return, the status is re-read and the page moves on to
 * the transaction or the success page.
 */
export default function PgiPage() {
  const t = useMessages(pagesMessages);
  const query = new URLSearchParams(useSearch());
  const prefix = useCheckoutPrefix();
  const url = prefix ? safeGatewayUrl(query.get('url'), prefix) : null;
  const transactionId = query.get('transaction_id');
  const next = safeNextPath(query.get('next'));
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!transactionId) return;
    const onMessage = (event: MessageEvent) => {
      if (readPaymentReturn(event) !== transactionId) return;
      void reconcilePayment(transactionId).finally(() => navigate(next));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [transactionId, next, navigate]);

  const home = () => {
    // The payer may have paid before leaving: ask the gateway on the way out.
    if (transactionId) void reconcilePayment(transactionId);
    navigate('/');
  };

  return (
    <div className="pgi-page">
      <h1 className="visually-hidden">{t('paymentGateway')}</h1>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={home}>
          {t('backToHome')}
        </button>
      </div>
      {url ? (
        <iframe className="pgi-frame" src={url} title={t('gatewayFrame')} allow="payment" />
      ) : prefix === undefined ? (
        <p aria-busy="true">{t('gatewayOpening')}</p>
      ) : (
        <p role="alert">{t('gatewayInvalid')}</p>
      )}
    </div>
  );
}
