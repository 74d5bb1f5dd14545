import { Link, useLocation, useSearch } from 'wouter';
import { OvrLookup } from '@/features/ordinance-violations/components/ovr-lookup';
import { OvrReceiptView } from '@/features/ordinance-violations/components/ovr-receipt-view';
import { ovrMessages } from '@/features/ordinance-violations/ordinance-violations-messages';
import { OVR_PAGE } from '@/features/ordinance-violations/ovr-page';
import { useOvrReceipt } from '@/features/ordinance-violations/use-ovr-receipt';
import { PayNowButton } from '@/features/payments/components/pay-now-button';
import { useMessages } from '@/lib/i18n/use-messages';
import { storedStatusId } from '@/lib/stored-status-id';

/** One receipt of the resident's, with Pay Now for its statement while it can be paid. */
function Receipt({ id }: { id: string }) {
  const t = useMessages(ovrMessages);
  const { state, set, reload } = useOvrReceipt(id);
  if (state.status === 'loading') return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <>
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={reload}>
          {t('tryAgain')}
        </button>
      </>
    );
  }
  return (
    <OvrReceiptView
      receipt={state.data.data}
      onChanged={(receipt) => set({ data: receipt })}
      pay={(transactionId) => (
        <PayNowButton key={transactionId} transactionId={transactionId} after="transaction-history" />
      )}
    />
  );
}

/**
 * `/create-transaction/ordinance-violation-system` (§2.8 OVRS): find an ordinance violation receipt,
 * send its photo, pay its statement of account. `?receipt={id}` (kept on reload) shows one the
 * resident sent: its statement, Pay Now, a new photo, a new statement once expired.
 */
export default function OrdinanceViolationPage() {
  const t = useMessages(ovrMessages);
  const [, navigate] = useLocation();
  const receiptId = new URLSearchParams(useSearch()).get('receipt');
  const statusId = storedStatusId('OVRS');
  return (
    <div className="page narrow">
      <h1>{t('title')}</h1>
      {receiptId && /^\d+$/.test(receiptId) ? (
        <Receipt id={receiptId} />
      ) : statusId ? (
        <>
          <p>{t('intro')}</p>
          <OvrLookup
            statusId={statusId}
            onOpen={(id) => navigate(`/create-transaction/${OVR_PAGE}?receipt=${encodeURIComponent(id)}`)}
          />
        </>
      ) : (
        <>
          <p className="notice">{t('noSelection')}</p>
          <div className="actions">
            <Link href="/" className="button">
              {t('backToHome')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
