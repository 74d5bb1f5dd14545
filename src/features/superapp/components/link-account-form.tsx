import { useState } from 'react';
import {
  SUPER_APP_LINK_OTP_RULES,
  SUPER_APP_LINK_PASSWORD_RULES,
  type SuperAppLinkRequired,
} from '@/domain/contracts/super-app';
import { OTP_OPTIONS } from '@/domain/contracts/account-forms';
import { FormFeedback } from '@/components/form-feedback';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { showToast } from '@/stores/toasts';
import { superAppAuthenticate, type LinkProof } from '../api/super-app-authenticate';
import { superAppSendOtp } from '../api/super-app-send-otp';
import { finishSignOn } from '../finish-sign-on';
import { superAppMessages } from '../superapp-messages';

type Values = { link_token: string; password: string; pin: string };

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
  const form = useRulesForm<Values>({
    rules: byCode ? SUPER_APP_LINK_OTP_RULES : SUPER_APP_LINK_PASSWORD_RULES,
    options: OTP_OPTIONS,
    defaultValues: { link_token, password: '', pin: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.submitWith(async (values) => {
    const proof: LinkProof = byCode ? { pin: values.pin } : { password: values.password };
    finishSignOn(await superAppAuthenticate(link_token, proof), t('signedIn'));
  });

  const sendCode = async () => {
    setSending(true);
    try {
      const answer = await superAppSendOtp(link_token);
      setByCode(true);
      setCodeSent(true);
      showToast('success', answer.message);
    } catch (err) {
      form.feedback.onApiError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="page narrow">
      <h1>{t('linkTitle')}</h1>
      <p>{t('linkLead', { mobile: mobile_number })}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('linkTitle')}>
        <FormFeedback feedback={form.feedback} idPrefix="superapp-link-" />
        {byCode ? (
          <>
            {codeSent ? <p role="status">{t('codeSent', { mobile: mobile_number })}</p> : null}
            <TextField
              id="superapp-link-pin"
              label={t('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={errors.pin?.message}
              {...form.register('pin')}
            />
          </>
        ) : (
          <PasswordField
            id="superapp-link-password"
            label={t('password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
        )}
        <button type="submit" className="button button-block" disabled={isSubmitting}>
          {isSubmitting ? t('linking') : t(byCode ? 'linkWithCode' : 'linkWithPassword')}
        </button>
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
      </form>
    </div>
  );
}
