import { useCallback, useEffect, useState } from 'react';
import type { WalletLinkRequired } from '@/domain/contracts/wallet-sign-on';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { signIn } from '@/stores/session';
import { showToastAfterReload } from '@/stores/toast-after-reload';
import { walletSignIn } from './wallet-sign-in';
import { walletMessages } from './wallet-messages';

export type WalletSignInView =
  | { step: 'waiting' | 'signing-in' | 'signed-in' | 'not-in-wallet' }
  | { step: 'failed'; message: string }
  | { step: 'link'; request: WalletLinkRequired['data']['attributes'] };

/** Runs GCash sign-in once the page opens (and again on Try again); a session reloads at /. */
export function useWalletSignIn() {
  // Subscribed for a language switch; the sign-in itself reads the catalogue when it answers.
  useMessages(walletMessages);
  const { t } = walletMessages;
  const [view, setView] = useState<WalletSignInView>({ step: 'waiting' });

  const run = useCallback(() => {
    setView({ step: 'waiting' });
    walletSignIn(() => setView({ step: 'signing-in' })).then(
      (result) => {
        if (result.kind === 'session') {
          setView({ step: 'signed-in' });
          const message = result.session.message ?? t('signedIn');
          if (signIn(result.session)) showToastAfterReload('success', message);
        } else if (result.kind === 'link') setView({ step: 'link', request: result.request });
        else if (result.kind === 'timeout') setView({ step: 'failed', message: t('timeout') });
        else setView({ step: 'not-in-wallet' });
      },
      (err: unknown) =>
        setView({ step: 'failed', message: err instanceof ApiError ? err.message : t('failed') }),
    );
  }, [t]);

  useEffect(run, [run]);
  return { view, retry: run };
}
