import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { WalletLinkRequired } from '@/domain/contracts/wallet-sign-on';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { signIn } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { walletSignIn } from './wallet-sign-in';
import { walletMessages } from './wallet-messages';

export type WalletSignInView =
  | { step: 'waiting' | 'signing-in' | 'signed-in' | 'not-in-wallet' }
  | { step: 'failed'; message: string }
  | { step: 'link'; request: WalletLinkRequired['data']['attributes'] };

/**
 * Runs GCash sign-in once the page opens (and again on Try again). A session goes on to the
 * wallet home without reloading: the mini-program opened a fresh app at /auth, so nothing from
 * before the session needs clearing, and a cold start on a slow phone is spared a second start.
 */
export function useWalletSignIn() {
  // Subscribed for a language switch; the sign-in itself reads the catalogue when it answers.
  useMessages(walletMessages);
  const { t } = walletMessages;
  const [view, setView] = useState<WalletSignInView>({ step: 'waiting' });
  const [, navigate] = useLocation();

  const run = useCallback(() => {
    setView({ step: 'waiting' });
    walletSignIn(() => setView({ step: 'signing-in' })).then(
      (result) => {
        if (result.kind === 'session') {
          setView({ step: 'signed-in' });
          const message = result.session.message ?? t('signedIn');
          if (signIn(result.session, { reload: false })) {
            showToast('success', message);
            navigate('/', { replace: true });
          }
        } else if (result.kind === 'link') setView({ step: 'link', request: result.request });
        else if (result.kind === 'timeout') setView({ step: 'failed', message: t('timeout') });
        else setView({ step: 'not-in-wallet' });
      },
      (err: unknown) =>
        setView({ step: 'failed', message: err instanceof ApiError ? err.message : t('failed') }),
    );
  }, [t, navigate]);

  useEffect(run, [run]);
  return { view, retry: run };
}
