import { useState } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { openMfaDialog } from '@/stores/auth-dialogs';
import { signIn } from '@/stores/session';
import { showToastAfterReload } from '@/stores/toast-after-reload';
import { authenticate, isMfaChallenge, type Credentials } from './api/authenticate';
import { authMessages } from './auth-messages';

/**
 * A login tab's submit (§4): a session stores itself and reloads at / with 'You have successfully
 * logged in!'; a challenge hands over to the MFA dialog, which loads only then.
 */
export function useSignIn(mobileLogin: boolean) {
  const t = useMessages(authMessages);
  const [notice, setNotice] = useState<string | null>(null);
  // Set once signed in: the page is reloading, so Login stays off.
  const [done, setDone] = useState(false);

  const signInWith = async (credentials: Credentials) => {
    setNotice(null);
    const answer = await authenticate(credentials);
    if (isMfaChallenge(answer)) {
      openMfaDialog({ challenge: answer.data.attributes, mobileLogin });
      return;
    }
    const message = answer.message ?? t('signedIn');
    setNotice(message);
    setDone(true);
    // Signing in reloads the page: the §4 toast is shown on the page that loads.
    if (signIn(answer, { mobileLogin })) showToastAfterReload('success', message);
  };
  return { notice, done, signInWith };
}
