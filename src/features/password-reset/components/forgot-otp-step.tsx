import { FORGOT_OTP_RULES, OTP_OPTIONS } from '@/domain/contracts/account-forms';
import { OTP_COOLDOWN_STORAGE_KEY, OTP_LENGTH } from '@/domain/constants/otp';
import { maskForOtpMessage } from '@/domain/format/mask-contact';
import { OtpForm } from '@/components/otp-form';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { useOtpResend } from '@/stores/use-otp-resend';
import { resendForgotOtp } from '../api/resend-forgot-otp';
import { validateForgotOtp } from '../api/validate-forgot-otp';
import { passwordResetMessages } from '../password-reset-messages';

type Values = {
  mobile_number: string;
  pin: string;
};

/** Step 2 (§2.7): the 6-digit SMS code, with Resend after the cooldown. */
export function ForgotOtpStep({
  mobileNumber,
  requestToken,
  onVerified,
}: {
  mobileNumber: string;
  /** The token step 1 answered: the code was sent for that request. */
  requestToken: string;
  onVerified: (resetToken: string) => void;
}) {
  const t = useMessages(passwordResetMessages);
  const form = useRulesForm<Values>({
    rules: FORGOT_OTP_RULES,
    options: OTP_OPTIONS,
    defaultValues: { mobile_number: mobileNumber, pin: '' },
    // The number was given on step 1: a 422 naming it belongs in the alert.
    fields: ['pin'],
    mode: 'onTouched',
  });
  const resend = useOtpResend({
    cooldownKey: OTP_COOLDOWN_STORAGE_KEY,
    send: () => resendForgotOtp(mobileNumber, requestToken),
    feedback: form.feedback,
  });

  return (
    <OtpForm
      label={t('enterCode')}
      idPrefix="forgot-otp-"
      form={form}
      resend={resend}
      onSubmit={async ({ pin }) => onVerified(await validateForgotOtp(mobileNumber, pin, requestToken))}
      intro={
        <>
          {t('codeSentTo', { length: OTP_LENGTH })} <strong>{maskForOtpMessage(mobileNumber)}</strong>.
        </>
      }
    />
  );
}
