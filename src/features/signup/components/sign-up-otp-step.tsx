import { Controller } from 'react-hook-form';
import { OTP_OPTIONS, VERIFY_RULES } from '@/domain/contracts/account-forms';
import { OTP_COOLDOWN_STORAGE_KEY, OTP_LENGTH } from '@/domain/constants/otp';
import { maskForOtpMessage } from '@/domain/format/mask-contact';
import { FormPrompt } from '@/components/form-prompt';
import { OtpForm } from '@/components/otp-form';
import { PasswordField } from '@/components/password-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { useOtpResend } from '@/stores/use-otp-resend';
import { resendSignupOtp } from '../api/resend-signup-otp';
import { verifySignup } from '../api/verify-signup';
import { signupMessages } from '../signup-messages';
import type { SignupDetails } from '../signup-progress';

type Values = {
  mobile_number: string;
  pin: string;
  password: string;
};

// The number comes from step 1 and has no input here: a 422 naming it belongs in the alert.
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
  const t = useMessages(signupMessages);
  const form = useRulesForm<Values>({
    rules: VERIFY_RULES,
    options: OTP_OPTIONS,
    defaultValues: { mobile_number: details.mobile_number, pin: '', password: password ?? '' },
    fields: FIELDS,
    mode: 'onTouched',
  });
  const resend = useOtpResend({
    cooldownKey: OTP_COOLDOWN_STORAGE_KEY,
    send: () => resendSignupOtp(details.mobile_number),
    feedback: form.feedback,
  });
  const idPrefix = 'signup-otp-';

  const verify = async (values: Values) => {
    const session = await verifySignup({
      mobile_number: details.mobile_number,
      pin: values.pin,
      password: values.password,
      first_name: details.first_name,
      last_name: details.last_name,
    });
    onVerified(session);
  };

  return (
    <OtpForm
      label={t('verifyNumber')}
      idPrefix={idPrefix}
      form={form}
      resend={resend}
      onSubmit={verify}
      intro={
        <>
          {t('codeSentTo', { length: OTP_LENGTH })}{' '}
          <strong>{maskForOtpMessage(details.mobile_number)}</strong>
          {t('enterItBelow')}
        </>
      }
      footer={<FormPrompt question={t('wrongNumber')} action={t('changeDetails')} onAction={onStartOver} />}
    >
      {password === null ? (
        <Controller
          control={form.control}
          name="password"
          render={({ field }) => (
            <PasswordField
              id={`${idPrefix}password`}
              label={t('password')}
              autoComplete="new-password"
              hint={t('passwordAgainHint')}
              error={form.errors.password?.message}
              {...field}
            />
          )}
        />
      ) : null}
    </OtpForm>
  );
}
