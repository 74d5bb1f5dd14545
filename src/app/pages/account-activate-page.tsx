import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { activateAccount } from '@/features/signup/api/activate-account';
import { ApiError } from '@/lib/http';
import { openDialog } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import { FALLBACK_MESSAGE } from '@/domain/constants/error-messages';

type State = { status: 'working' } | { status: 'done' | 'failed'; message: string };

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
  const params = useParams<{ token?: string; email?: string }>();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const token = params.token ?? '';
  const email = decode(params.email ?? '');
  const [state, setState] = useState<State>(() =>
    token && email
      ? { status: 'working' }
      : {
          status: 'failed',
          message: 'This activation link is incomplete. Open the link from the e-mail again.',
        },
  );

  useEffect(() => {
    if (!token || !email) return;
    const key = `${token}/${email}`;
    const call = calls.get(key) ?? activateAccount(token, email);
    calls.set(key, call);
    call.then(
      (answer) => setState({ status: 'done', message: answer.message }),
      (err: unknown) =>
        setState({
          status: 'failed',
          message: err instanceof ApiError ? err.message : FALLBACK_MESSAGE,
        }),
    );
  }, [token, email]);

  return (
    <div className="page narrow center">
      <h1>Account Activation</h1>
      {state.status === 'working' ? <p aria-busy="true">Confirming your e-mail address…</p> : null}
      {state.status !== 'working' ? (
        <p role={state.status === 'failed' ? 'alert' : 'status'}>{state.message}</p>
      ) : null}
      {state.status !== 'working' && signedIn ? (
        <Link href="/" className="button">
          Back to Home
        </Link>
      ) : null}
      {state.status !== 'working' && !signedIn ? (
        <button type="button" className="button" onClick={() => openDialog('login')}>
          Continue to Login
        </button>
      ) : null}
    </div>
  );
}
