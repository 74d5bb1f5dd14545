import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useWalletSignIn } from '../use-wallet-sign-in';
import { walletMessages } from '../wallet-messages';

// Only a wallet whose number already has an account needs the form (and its fields): the cold
// start of everyone else does not download it.
const LinkAccountForm = lazy(() =>
  import('./link-account-form').then((m) => ({ default: m.LinkAccountForm })),
);

/**
 * `/auth?gmp_sso=1` (issue 15, docs/api-wallet.md): the page the GCash mini-program opens. It
 * shows each step while the wallet and then the server answer, and ends at the wallet user's home;
 * a failure says why and offers Try again. No popup, no typing.
 */
export function WalletSignInView() {
  const t = useMessages(walletMessages);
  const { view, retry } = useWalletSignIn();
  const progress =
    view.step === 'waiting'
      ? t('waiting')
      : view.step === 'signing-in'
        ? t('signingIn')
        : view.step === 'signed-in'
          ? t('signedIn')
          : null;
  return (
    <div className="page narrow center">
      <h1>{t('heading')}</h1>
      {progress ? (
        <p role="status" aria-live="polite" className="lead">
          {progress}
        </p>
      ) : null}
      {view.step === 'failed' ? (
        <>
          <p role="alert">{view.message}</p>
          <div className="actions">
            <button type="button" className="button" onClick={retry}>
              {t('tryAgain')}
            </button>
          </div>
        </>
      ) : null}
      {view.step === 'not-in-wallet' ? (
        <>
          <p role="status">{t('notInWallet')}</p>
          <div className="actions">
            <Link href="/" className="button">
              {t('backToHome')}
            </Link>
          </div>
        </>
      ) : null}
      {view.step === 'link' ? (
        <Suspense fallback={null}>
          <LinkAccountForm request={view.request} />
        </Suspense>
      ) : null}
    </div>
  );
}
