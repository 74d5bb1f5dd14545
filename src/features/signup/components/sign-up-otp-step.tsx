import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { OTP_OPTIONS, VERIFY_RULES } from '@/domain/contracts/account-forms';
import { OTP_LENGTH } from '@/domain/constants/otp';
import { maskForOtpMessage } from '@/domain/format/mask-contact';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { OtpCodeField } from '@/components/otp-code-field';
import { PasswordField } from '@/components/password-field';
import { useFormFeedback } from '@/components/use-form-feedback';
import { resumeCooldown, startCooldown, useOtpCooldown } from '@/stores/otp-cooldown';
import { resendSignupOtp } from '../api/resend-signup-otp';
import { verifySignup } from '../api/verify-signup';
import type { SignupDetails } from '../signup-progress';

type Values = {
  mobile_number: string;
  pin: string;
  password: string;
};

const schema = compileRules<Values>({ ...VERIFY_RULES, password: 'required' }, OTP_OPTIONS);
const FIELDS = ['pin', 'password'] as const;

/**
 * Sign-up step 2: the SMS code (§2.6). The password is asked again only when it is no longer in
 * memory (the page was reloaded): it is never written to storage.
 */
export function SignUpOtpStep({
  details,
  password,
  onVerified,
  onStartOver,
}: {
  details: SignupDetails;
  /** The password typed on step 1, or null after a reload. */
  password: string | null;
  onVerified: (session: Awaited<ReturnType<typeof verifySignup>>) => void;
  onStartOver: () => void;
}) {
  const secondsLeft = useOtpCooldown((s) => s.secondsLeft);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, watch } = useForm<Values>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { mobile_number: details.mobile_number, pin: '', password: password ?? '' },
  });
  const feedback = useFormFeedback<Values>(FIELDS, setError);
  const { errors, isSubmitting } = formState;
  const idPrefix = 'signup-otp-';
  useEffect(() => resumeCooldown(), []);

  const submit = handleSubmit(async (values) => {
    feedback.clear();
    try {
      const session = await verifySignup({
        mobile_number: details.mobile_number,
        pin: values.pin,
        password: values.password,
        first_name: details.first_name,
        last_name: details.last_name,
      });
      onVerified(session);
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  const resend = async () => {
    setResending(true);
    feedback.clear();
    try {
      const answer = await resendSignupOtp(details.mobile_number);
      startCooldown();
      setNotice(answer.message);
    } catch (err) {
      feedback.onApiError(err);
    } finally {
      setResending(false);
    }
  };

  const pin = watch('pin');
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Verify your mobile number">
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      <p>
        We sent a {OTP_LENGTH}-digit code by SMS to{' '}
        <strong>{maskForOtpMessage(details.mobile_number)}</strong>. Enter it below.
      </p>
      <OtpCodeField
        control={control}
        name="pin"
        id={`${idPrefix}pin`}
        error={errors.pin?.message}
        secondsLeft={secondsLeft}
        notice={notice}
        resending={resending}
        onResend={() => void resend()}
      />
      {password === null ? (
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              id={`${idPrefix}password`}
              label="Password"
              autoComplete="new-password"
              hint="For your security, your password is not kept when the page reloads. Enter the password you chose to finish signing up."
              error={errors.password?.message}
              {...field}
            />
          )}
        />
      ) : null}
      <button
        type="submit"
        className="button button-block"
        disabled={isSubmitting || pin.replace(/\D/g, '').length < OTP_LENGTH}
      >
        {isSubmitting ? 'Verifying…' : 'Continue'}
      </button>
      <p className="form-links center">
        Wrong number?{' '}
        <button type="button" className="link-button" onClick={onStartOver}>
          Change your details
        </button>
      </p>
    </form>
  );
}
