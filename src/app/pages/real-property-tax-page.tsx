import { Link, useLocation } from 'wouter';
import { usePaymentControls } from '@/features/payments/use-payment-controls';
import { RealPropertyTaxForm } from '@/features/real-property-tax/components/real-property-tax-form';
import { rptPageAt, storedStatusId } from '@/features/real-property-tax/rpt-pages';
import { rptMessages } from '@/features/real-property-tax/rpt-messages';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';

/**
 * The real property tax pages of §2.8 (rptax-billing, rptax-csv, rpt-land-transaction …): the RPT
 * flow with the payment step composed in, for the transaction type chosen in Select Transaction.
 */
export default function RealPropertyTaxPage() {
  const t = useMessages(rptMessages);
  const [location, navigate] = useLocation();
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const payment = usePaymentControls({ walletUser, onDone: () => undefined, navigate });
  const page = rptPageAt(location);
  const statusId = page ? storedStatusId(page.moduleType) : null;
  return (
    <div className="page narrow">
      <h1>{t('title')}</h1>
      {page && statusId ? (
        <RealPropertyTaxForm
          key={location}
          statusId={statusId}
          kind={page.kind}
          payment={payment}
          payLabel={walletUser ? payment.label : undefined}
        />
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
