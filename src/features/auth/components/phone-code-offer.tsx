import { useState } from 'react';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { sendLoginOtp } from '../api/send-login-otp';
import { authMessages } from '../auth-messages';

/**
 * Shown when the account's sign-ins are held back by wrong passwords, perhaps someone else's
 * (issue 25): "Send a code to my phone", then the code, which the next Login sends with the
 * password. The bot check and the code's limits still apply.
 */
export function PhoneCodeOffer({
  idPrefix,
  identifier,
  code,
  onCode,
}: {
  idPrefix: string;
  /** The form's mobile number or e-mail, read when the code is asked for. */
  identifier: () => { mobile_number: string } | { email: string };
  code: string;
  onCode: (code: string) => void;
}) {
  const t = useMessages(authMessages);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      setSent((await sendLoginOtp(identifier())).message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="form-notice" role="region" aria-label={t('phoneCodeTitle')}>
      <p>{t('phoneCodeIntro')}</p>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-secondary button-block"
        disabled={busy}
        onClick={() => void send()}
      >
        {busy ? t('sendingCode') : sent ? t('sendNewPhoneCode') : t('sendPhoneCode')}
      </button>
      {sent ? (
        <>
          <p role="status">{t('phoneCodeSent')}</p>
          <TextField
            id={`${idPrefix}otp`}
            label={t('phoneCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))}
          />
        </>
      ) : null}
    </div>
  );
}
