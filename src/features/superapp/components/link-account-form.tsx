import { useState } from 'react';
import type { SuperAppLinkRequired } from '@/domain/contracts/super-app';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { showToast } from '@/stores/toasts';
import { superAppSendOtp } from '../api/super-app-send-otp';
import { superAppMessages } from '../superapp-messages';
import { LinkProofForm } from './link-proof-form';

/**
 * The owner of an existing account proves it before the super-app user is linked to it: with the
 * account's password, or a 6-digit code sent by SMS to the account's own number. Nothing is
 * linked, and no one signed in, until one of them is right.
 */
export function LinkAccountForm({ request }: { request: SuperAppLinkRequired }) {
  const t = useMessages(superAppMessages);
  const { link_token, mobile_number } = request.data.attributes;
  const [byCode, setByCode] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);

  const sendCode = async () => {
    setSending(true);
    try {
      await superAppSendOtp(link_token);
      setByCode(true);
      setCodeSent(true);
    } catch (err) {
      showToast('error', err instanceof ApiError ? err.message : t('signOnFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="page narrow">
      <h1>{t('linkTitle')}</h1>
      <p>{t('linkLead', { mobile: mobile_number })}</p>
      {byCode && codeSent ? <p role="status">{t('codeSent', { mobile: mobile_number })}</p> : null}
      {/* A fresh form per way: each has its own rules and fields. */}
      <LinkProofForm key={byCode ? 'code' : 'password'} linkToken={link_token} byCode={byCode} />
      <p className="form-links">
        <button type="button" className="link-button" disabled={sending} onClick={() => void sendCode()}>
          {sending ? t('sendingCode') : t(byCode ? 'resendCode' : 'useCode')}
        </button>
        {byCode ? (
          <button type="button" className="link-button" onClick={() => setByCode(false)}>
            {t('usePassword')}
          </button>
        ) : null}
      </p>
    </div>
  );
}
