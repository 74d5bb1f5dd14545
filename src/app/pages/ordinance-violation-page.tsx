import { Link, useLocation, useSearch } from 'wouter';
import { OvrLookup } from '@/features/ordinance-violations/components/ovr-lookup';
import { ovrMessages } from '@/features/ordinance-violations/ordinance-violations-messages';
import { OVR_PAGE } from '@/features/ordinance-violations/ovr-page';
import { useMessages } from '@/lib/i18n/use-messages';
import { storedStatusId } from '@/lib/stored-status-id';
import { OvrReceiptPanel } from './ovr-receipt-panel';

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
        <OvrReceiptPanel id={receiptId} />
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
