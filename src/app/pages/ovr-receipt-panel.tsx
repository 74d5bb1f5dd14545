import { PayNowButton } from '@/features/payments/components/pay-now-button';
import { useMessages } from '@/lib/i18n/use-messages';
import { ovrMessages } from '@/features/ordinance-violations/ordinance-violations-messages';
import { useOvrReceipt } from '@/features/ordinance-violations/use-ovr-receipt';
import { OvrReceiptView } from '@/features/ordinance-violations/components/ovr-receipt-view';

/** One receipt of the resident's, with Pay Now for its statement while it can be paid. */
export function OvrReceiptPanel({ id }: { id: string }) {
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
