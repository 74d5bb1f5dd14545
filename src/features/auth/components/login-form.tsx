import { useState } from 'react';
import { LOGIN_EMAIL_RULES, LOGIN_MOBILE_RULES, LOGIN_OPTIONS } from '@/domain/contracts/account-forms';
import { PHONE_CHECK_CODE } from '@/domain/contracts/mfa-phone-check';
import { ContactField, type ContactChannel } from '@/components/contact-field';
import { FormFeedback } from '@/components/form-feedback';
import { FormPrompt } from '@/components/form-prompt';
import { PasswordField } from '@/components/password-field';
import { useRulesForm } from '@/components/use-rules-form';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../auth-messages';
import { useSignIn } from '../use-sign-in';
import { PhoneCodeOffer } from './phone-code-offer';

export type LoginMode = ContactChannel | 'username';

type Values = {
  mobile_number: string;
  email: string;
  password: string;
};

/**
 * Sign-in by mobile number (fixed +63) or e-mail, with a password (§2.4). Login stays disabled while
 * the rules fail or a request is in flight; success stores the session and reloads at /.
 */
export function LoginForm({
  mode,
  mobileLogin = false,
  onForgotPassword,
  onSignUp,
}: {
  mode: ContactChannel;
  /** The full-page form of /mobile/login: its sessions log out back to it. */
  mobileLogin?: boolean;
  onForgotPassword: () => void;
  onSignUp: () => void;
}) {
  const t = useMessages(authMessages);
  const form = useRulesForm<Values>({
    rules: mode === 'mobile' ? LOGIN_MOBILE_RULES : LOGIN_EMAIL_RULES,
    options: LOGIN_OPTIONS,
    defaultValues: { mobile_number: '', email: '', password: '' },
    mode: 'onTouched',
  });
  const { notice, done, signInWith } = useSignIn(mobileLogin);
  const idPrefix = `login-${mode}-`;
  const { errors, isSubmitting, isValid } = form.formState;

  // Held back by wrong passwords (perhaps others'): the phone code offer, and the code typed.
  const [heldBack, setHeldBack] = useState(false);
  const [otp, setOtp] = useState('');
  const identifier = () =>
    mode === 'mobile'
      ? { mobile_number: form.getValues('mobile_number') }
      : { email: form.getValues('email').trim() };

  const submit = form.submitWith(async (values) => {
    const withCode = otp ? { otp } : {};
    await signInWith(
      mode === 'mobile'
        ? { mobile_number: values.mobile_number, password: values.password, ...withCode }
        : { email: values.email.trim(), password: values.password, ...withCode },
    ).catch((err: unknown) => {
      if (err instanceof ApiError && err.code === PHONE_CHECK_CODE) setHeldBack(true);
      throw err;
    });
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={mode === 'mobile' ? t('loginWithMobile') : t('loginWithEmail')}
    >
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <ContactField
        channel={mode}
        form={form}
        name={mode === 'mobile' ? 'mobile_number' : 'email'}
        idPrefix={idPrefix}
      />
      <PasswordField
        id={`${idPrefix}password`}
        label={t('password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {heldBack ? (
        <PhoneCodeOffer idPrefix={idPrefix} identifier={identifier} code={otp} onCode={setOtp} />
      ) : null}
      <p className="form-links">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t('forgotPassword')}
        </button>
      </p>
      <button type="submit" className="button button-block" disabled={!isValid || isSubmitting || done}>
        {isSubmitting ? t('loggingIn') : t('login')}
      </button>
      <FormPrompt question={t('noAccount')} action={t('signUp')} onAction={onSignUp} />
    </form>
  );
}
