import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';
import { REGENERATE_BILLS_PATH } from '../routes/regenerate-bills-path';
import { runHeaderAction } from '../shell/run-header-action';
import { pagesMessages } from './pages-messages';

/**
 * `/e-wallet/cash-in` (§2.3's E-Wallet, §2.1 e-wallet): the portal holds no balance, so this says
 * plainly how money reaches the city — the payment provider's page when a bill is paid, GCash
 * inside the GCash app — and hands off to paying a bill and to the bills left unpaid.
 */
export default function EWalletPage() {
  const t = useMessages(pagesMessages);
  const signedIn = useSession((s) => s.status === 'signed-in');
  return (
    <div className="page narrow">
      <h1>{t('cashInTitle')}</h1>
      <p className="lead">{t('cashInLead')}</p>
      <ul className="help-topics">
        {signedIn ? (
          <li>
            <button
              type="button"
              className="button"
              aria-describedby="cash-in-pay-hint"
              onClick={() => runHeaderAction('select-transaction')}
            >
              {t('cashInPayBill')}
            </button>
            <p id="cash-in-pay-hint" className="muted">
              {t('cashInPayBillHint')}
            </p>
          </li>
        ) : null}
        {signedIn ? (
          <li>
            <Link href={REGENERATE_BILLS_PATH} className="button button-secondary">
              {t('cashInUnpaid')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/how-to">{t('cashInHowTo')}</Link>
        </li>
      </ul>
    </div>
  );
}
