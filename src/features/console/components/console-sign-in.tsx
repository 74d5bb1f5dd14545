import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { sendCode } from '../api/send-code';
import { startSignIn } from '../api/start-sign-in';
import type { SignInStarted } from '../api/console-types';
import { consoleMessages } from '../console-messages';
import { setStaffToken } from '../console-token';

const fieldOf = (err: unknown, field: string) =>
  err instanceof ApiError ? (err.fields[field] ?? err.message) : String(err);

/**
 * Staff sign-in: username and password, then the authenticator's code; on the first sign-in the
 * QR code and key of a new authenticator first (shown once), confirmed by its first code.
 */
export function ConsoleSignIn() {
  const t = useMessages(consoleMessages);
  const [started, setStarted] = useState<SignInStarted | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await startSignIn(String(form.get('username')), String(form.get('password')));
      setStarted(data);
    } catch (err) {
      setError(fieldOf(err, 'password'));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!started) return;
    const code = String(new FormData(event.currentTarget).get('code')).replace(/\s/g, '');
    setBusy(true);
    setError(undefined);
    try {
      await sendCode(started.token, code);
      setStaffToken(started.token);
    } catch (err) {
      // A sign-in ended by too many wrong codes starts over at the password.
      if (err instanceof ApiError && err.status === 401) setStarted(null);
      setError(fieldOf(err, 'code'));
    } finally {
      setBusy(false);
    }
  };

  if (!started) {
    return (
      <form
        key="password"
        className="console-card console-sign-in"
        onSubmit={(e) => void submitPassword(e)}
        noValidate
      >
        <h2>{t('signInTitle')}</h2>
        <p>{t('signInIntro')}</p>
        <TextField label={t('username')} name="username" autoComplete="username" required />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={error}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('signingIn') : t('signIn')}
        </button>
      </form>
    );
  }
  const enrolment = started.enrolment;
  return (
    <form key="code" className="console-card console-sign-in" onSubmit={(e) => void submitCode(e)} noValidate>
      <h2>{enrolment ? t('enrolTitle') : t('codeTitle')}</h2>
      <p>{enrolment ? t('enrolIntro') : t('codeIntro')}</p>
      {enrolment ? (
        <div className="console-enrolment">
          <img src={enrolment.qr_code_url} alt={t('qrAlt')} width={200} height={200} />
          <p>
            {t('secretKey')}: <code data-testid="console-secret">{enrolment.secret}</code>
          </p>
        </div>
      ) : null}
      <TextField
        label={t('code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={error}
      />
      <div className="console-buttons">
        <button type="submit" className="button" disabled={busy}>
          {t('verify')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setStarted(null)}>
          {t('startOver')}
        </button>
      </div>
    </form>
  );
}
