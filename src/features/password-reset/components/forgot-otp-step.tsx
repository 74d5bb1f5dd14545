import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORGOT_OTP_RULES, OTP_OPTIONS } from '@/domain/contracts/account-forms';
import { OTP_LENGTH } from '@/domain/constants/otp';
import { maskForOtpMessage } from '@/domain/format/mask-contact';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { OtpCodeField } from '@/components/otp-code-field';
import { useFormFeedback } from '@/components/use-form-feedback';
import { resumeCooldown, startCooldown, useOtpCooldown } from '@/stores/otp-cooldown';
import { resendForgotOtp } from '../api/resend-forgot-otp';
import { validateForgotOtp } from '../api/validate-forgot-otp';

type Values = {
  mobile_number: string;
  pin: string;
};

const schema = compileRules<Values>(FORGOT_OTP_RULES, OTP_OPTIONS);

/** Step 2 (§2.7): the 6-digit SMS code, with Resend after the cooldown. */
export function ForgotOtpStep({
  mobileNumber,
  onVerified,
}: {
  mobileNumber: string;
  onVerified: (resetToken: string) => void;
}) {
  const secondsLeft = useOtpCooldown((s) => s.secondsLeft);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, watch } = useForm<Values>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { mobile_number: mobileNumber, pin: '' },
  });
  const feedback = useFormFeedback<Values>(['pin'], setError);
  const { errors, isSubmitting } = formState;
  const idPrefix = 'forgot-otp-';
  useEffect(() => resumeCooldown(), []);

  const submit = handleSubmit(async ({ pin }) => {
    feedback.clear();
    try {
      onVerified(await validateForgotOtp(mobileNumber, pin));
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  const resend = async () => {
    setResending(true);
    feedback.clear();
    try {
      const answer = await resendForgotOtp(mobileNumber);
      startCooldown();
      setNotice(answer.message);
    } catch (err) {
      feedback.onApiError(err);
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Enter the code">
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      <p>
        Enter the {OTP_LENGTH}-digit code we sent by SMS to <strong>{maskForOtpMessage(mobileNumber)}</strong>
        .
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
      <button
        type="submit"
        className="button button-block"
        disabled={isSubmitting || watch('pin').replace(/\D/g, '').length < OTP_LENGTH}
      >
        {isSubmitting ? 'Verifying…' : 'Continue'}
      </button>
    </form>
  );
}
