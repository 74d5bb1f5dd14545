import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { activateAccount } from '@/features/signup/api/activate-account';
import { contentFlag } from '@/content/content-flag';
import { ApiError } from '@/lib/http';
import { openDialog } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import { shellMessages } from '@/components/messages/shell-messages';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSiteContent } from '../shell/use-site-content';
import { pagesMessages } from './pages-messages';

/** The server's message, or our own words, read while rendering so they follow a language switch. */
type State =
  | { status: 'working' }
  | { status: 'done' }
  | { status: 'failed'; message: string }
  | { status: 'failed'; words: 'incomplete' | 'fallback' };

// Links are single use: StrictMode's second effect run (development) must not spend it twice.
const calls = new Map<string, ReturnType<typeof activateAccount>>();

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** `/account/activate/{token}/{email}`: confirms the e-mail address and says how it went. */
export default function AccountActivatePage() {
  const t = useMessages(pagesMessages);
  const params = useParams<{ token?: string; email?: string }>();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const emailLogin = contentFlag(useSiteContent(), 'EMAIL_LOGIN');
  const token = params.token ?? '';
  const email = decode(params.email ?? '');
  const [state, setState] = useState<State>(() =>
    token && email ? { status: 'working' } : { status: 'failed', words: 'incomplete' },
  );

  useEffect(() => {
    if (!token || !email) return;
    const key = `${token}/${email}`;
    const call = calls.get(key) ?? activateAccount(token, email);
    calls.set(key, call);
    call.then(
      () => setState({ status: 'done' }),
      (err: unknown) =>
        setState(
          err instanceof ApiError
            ? { status: 'failed', message: err.message }
            : { status: 'failed', words: 'fallback' },
        ),
    );
  }, [token, email]);

  return (
    <div className="page narrow center">
      <h1>{t('activationTitle')}</h1>
      {state.status === 'working' ? <p aria-busy="true">{t('activationWorking')}</p> : null}
      {state.status === 'done' ? (
        <p role="status">
          {/* Signing in by e-mail is the LGU's choice (EMAIL_LOGIN): without its tab, say what a
              confirmed address is for instead of promising a sign-in that is not there (issue 30). */}
          {t('activationDone')} {emailLogin ? t('activationSignIn') : t('activationWhatFor')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert">
          {'message' in state
            ? state.message
            : state.words === 'incomplete'
              ? t('activationIncomplete')
              : shellMessages.t('fallback')}
        </p>
      ) : null}
      {state.status !== 'working' && signedIn ? (
        <Link href="/" className="button">
          {t('backToHome')}
        </Link>
      ) : null}
      {state.status !== 'working' && !signedIn ? (
        <button type="button" className="button" onClick={() => openDialog('login')}>
          {t('continueToLogin')}
        </button>
      ) : null}
    </div>
  );
}
