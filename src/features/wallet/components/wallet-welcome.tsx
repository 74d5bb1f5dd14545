import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { walletMessages } from '../wallet-messages';

/**
 * The wallet user's home (§2.1 root for wallet-login users, /gcash): a greeting by name, the
 * services (passed in by the page: they open what the header's items open) and the pages a
 * wallet user comes back for.
 */
export function WalletWelcome({ firstName, services }: { firstName: string; services: ReactNode }) {
  const t = useMessages(walletMessages);
  return (
    <div className="page wallet-home">
      <section className="hero">
        <h1>{t('welcome', { name: firstName })}</h1>
        <p className="lead">{t('walletLead')}</p>
      </section>
      <section aria-labelledby="wallet-services-heading">
        <h2 id="wallet-services-heading">{t('yourServices')}</h2>
        {services}
      </section>
      <div className="actions">
        <Link href="/transaction-history" className="button button-secondary">
          {t('transactionHistory')}
        </Link>
        <Link href="/profile-edit" className="button button-secondary">
          {t('editProfile')}
        </Link>
      </div>
    </div>
  );
}
