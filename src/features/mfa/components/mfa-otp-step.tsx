import type { ReactNode } from 'react';
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
 * `cooldownTime` (the OTP kit of sign-up and forgot password), then the session. E-mail codes
 * count against the account like an authenticator's: the dialog may offer the phone check under it.
 */
export function MfaOtpStep({
  channel,
  destination,
  token,
  onVerified,
  onRefused,
  onBack,
  onChangeMethod,
  children,
}: {
  channel: 'sms' | 'email';
  destination: string;
  token: string;
  onVerified: (session: MfaSession) => Promise<void>;
  /** Sees a refusal before the form shows it (the dialog offers the phone check on some). */
  onRefused?: (err: unknown) => void;
  onBack: () => void;
  onChangeMethod: () => void;
  /** Shown under the form. */
  children?: ReactNode;
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
  const verify = async ({ pin }: Values) => {
    const session = await mfaAuthenticate(pin, channel === 'sms' ? 'sms_otp' : 'email_otp', token).catch(
      (err: unknown) => {
        onRefused?.(err);
        throw err;
      },
    );
    await onVerified(session);
  };

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
      {children}
      <MfaStepNav onBack={onBack} onChangeMethod={onChangeMethod} />
    </>
  );
}
