import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LOGIN_EMAIL_RULES, LOGIN_MOBILE_RULES, LOGIN_OPTIONS } from '@/domain/contracts/account-forms';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { MobileNumberController } from '@/components/mobile-number-controller';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { useFormFeedback } from '@/components/use-form-feedback';
import { signIn } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { authenticate } from '../api/authenticate';

export type LoginMode = 'mobile' | 'email';

type Values = {
  mobile_number: string;
  email: string;
  password: string;
};

const SIGNED_IN = 'You have successfully logged in!';
const MFA_NOT_READY =
  'Your account asks for 2-step verification, which this portal does not offer yet. Please contact the city hall help desk.';

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
  mode: LoginMode;
  /** The full-page form of /mobile/login: its sessions log out back to it. */
  mobileLogin?: boolean;
  onForgotPassword: () => void;
  onSignUp: () => void;
}) {
  const rules = mode === 'mobile' ? LOGIN_MOBILE_RULES : LOGIN_EMAIL_RULES;
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: valibotResolver(compileRules<Values>(rules, LOGIN_OPTIONS)),
    mode: 'onTouched',
    defaultValues: { mobile_number: '', email: '', password: '' },
  });
  const fields =
    mode === 'mobile' ? (['mobile_number', 'password'] as const) : (['email', 'password'] as const);
  const feedback = useFormFeedback<Values>(fields, setError);
  const [notice, setNotice] = useState<string | null>(null);
  // Set once signed in: the page is reloading, so Login stays off.
  const [done, setDone] = useState(false);
  const idPrefix = `login-${mode}-`;
  const { errors, isSubmitting, isValid } = formState;

  const submit = handleSubmit(async (values) => {
    feedback.clear();
    setNotice(null);
    try {
      const session = await authenticate(
        mode === 'mobile'
          ? { mobile_number: values.mobile_number, password: values.password }
          : { email: values.email.trim(), password: values.password },
      );
      if (session.data.attributes.is_mfa_required) {
        setNotice(MFA_NOT_READY);
        return;
      }
      const message = session.message ?? SIGNED_IN;
      setNotice(message);
      setDone(true);
      showToast('success', message);
      signIn(session, { mobileLogin });
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={mode === 'mobile' ? 'Login with mobile number' : 'Login with email address'}
    >
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      {mode === 'mobile' ? (
        <MobileNumberController
          control={control}
          name="mobile_number"
          id={`${idPrefix}mobile_number`}
          error={errors.mobile_number?.message}
        />
      ) : (
        <TextField
          id={`${idPrefix}email`}
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <PasswordField
        id={`${idPrefix}password`}
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="form-links">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          Forgot Password?
        </button>
      </p>
      <button type="submit" className="button button-block" disabled={!isValid || isSubmitting || done}>
        {isSubmitting ? 'Logging in…' : 'Login'}
      </button>
      <p className="form-links center">
        Don&apos;t have an account?{' '}
        <button type="button" className="link-button" onClick={onSignUp}>
          Sign Up
        </button>
      </p>
    </form>
  );
}
