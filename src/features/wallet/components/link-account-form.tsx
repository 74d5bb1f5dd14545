import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { mfaChallenge } from '@/domain/contracts/mfa';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import type { WalletLinkRequired } from '@/domain/contracts/wallet-sign-on';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { openMfaDialog } from '@/stores/auth-dialogs';
import { signIn } from '@/stores/session';
import { showToastAfterReload } from '@/stores/toast-after-reload';
import { gmpAuthenticate, gmpSendOtp } from '../api/gmp-authenticate';
import { walletMessages } from '../wallet-messages';

/**
 * The wallet's number already has an account (issue 15): its owner links GCash to it with the
 * account's password, or a code sent by SMS to its number. Nothing is linked before that — nor
 * before the account's second factor, when it has one: the MFA dialog asks it, and links.
 */
export function LinkAccountForm({ request }: { request: WalletLinkRequired['data']['attributes'] }) {
  const t = useMessages(walletMessages);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const mobile = request.mobile_number;

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const proof = mode === 'password' ? { password: value } : { pin: value };
      const answer = await gmpAuthenticate(request.link_token, proof);
      // The account's second factor first, in the MFA dialog (§2.5): passing it links and signs in.
      if (v.is(mfaChallenge, answer))
        openMfaDialog({ challenge: answer.data.attributes, mobileLogin: false });
      else if (signIn(answer)) showToastAfterReload('success', answer.message ?? t('signedIn'));
    });
  };

  const sendCode = () =>
    void attempt(async () => {
      await gmpSendOtp(request.link_token);
      setMode('code');
      setValue('');
    });

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h2>{t('linkHeading')}</h2>
      <p>{t('linkLead', { mobile })}</p>
      {mode === 'password' ? (
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          value={value}
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <>
          <p role="status">{t('codeSent', { mobile })}</p>
          <TextField
            label={t('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value}
            error={error}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          />
        </>
      )}
      <div className="actions">
        <button type="submit" className="button" disabled={busy || value === ''}>
          {mode === 'password' ? t('linkWithPassword') : t('linkWithCode')}
        </button>
        {mode === 'password' ? (
          <button type="button" className="button button-secondary" disabled={busy} onClick={sendCode}>
            {t('sendCode')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
