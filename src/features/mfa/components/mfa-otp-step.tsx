import { OTP_COOLDOWN_STORAGE_KEY } from '@/domain/constants/otp';
import type { MfaSession } from '@/domain/contracts/mfa';
import { OtpForm } from '@/components/otp-form';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { useOtpResend } from '@/stores/use-otp-resend';
import { mfaAuthenticate } from '../api/mfa-authenticate';
import { sendMfaOtp } from '../api/send-mfa-otp';
import { MFA_CODE_RULES, MFA_CODE_OPTIONS } from '../mfa-code-rules';
import { mfaMessages } from '../mfa-messages';
import { MfaStepNav } from './mfa-step-nav';

type Values = { pin: string };

/**
 * E-mail and SMS (§4): the six cells of the code sent, Resend OTP after the 60 s cooldown kept in
 * `cooldownTime` (the OTP kit of sign-up and forgot password), then the session.
 */
export function MfaOtpStep({
  channel,
  destination,
  token,
  onVerified,
  onBack,
  onChangeMethod,
}: {
  channel: 'sms' | 'email';
  destination: string;
  token: string;
  onVerified: (session: MfaSession) => Promise<void>;
  onBack: () => void;
  onChangeMethod: () => void;
}) {
  const t = useMessages(mfaMessages);
  const form = useRulesForm<Values>({
    rules: MFA_CODE_RULES,
    options: MFA_CODE_OPTIONS,
    defaultValues: { pin: '' },
    mode: 'onTouched',
  });
  const resend = useOtpResend({
    cooldownKey: OTP_COOLDOWN_STORAGE_KEY,
    send: () => sendMfaOtp(channel, token),
    feedback: form.feedback,
  });
  const verify = async ({ pin }: Values) =>
    onVerified(await mfaAuthenticate(pin, channel === 'sms' ? 'sms_otp' : 'email_otp', token));

  return (
    <>
      <OtpForm
        label={t(channel === 'sms' ? 'sms_otp' : 'email_otp')}
        idPrefix={`mfa-${channel}-`}
        form={form}
        resend={resend}
        onSubmit={verify}
        intro={
          <>
            {t('codeSentTo')} <strong>{destination}</strong>
          </>
        }
      />
      <MfaStepNav onBack={onBack} onChangeMethod={onChangeMethod} />
    </>
  );
}
