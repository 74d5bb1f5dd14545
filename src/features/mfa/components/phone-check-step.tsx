import { OTP_COOLDOWN_STORAGE_KEY } from '@/domain/constants/otp';
import { OtpForm } from '@/components/otp-form';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { useOtpResend } from '@/stores/use-otp-resend';
import { confirmPhone } from '../api/confirm-phone';
import { sendMfaOtp } from '../api/send-mfa-otp';
import { MFA_CODE_OPTIONS, MFA_CODE_RULES } from '../mfa-code-rules';
import { mfaMessages } from '../mfa-messages';
import { MfaStepNav } from './mfa-step-nav';

type Values = { pin: string };

/**
 * The code sent by SMS to prove the phone (issue 25); once confirmed, the dialog goes back to the
 * code it was asking for, which the server takes again.
 */
export function PhoneCheckStep({
  token,
  destination,
  onConfirmed,
  onBack,
}: {
  token: string;
  destination: string;
  onConfirmed: () => void;
  onBack: () => void;
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
    send: () => sendMfaOtp('sms', token),
    feedback: form.feedback,
  });
  return (
    <>
      <OtpForm
        label={t('phoneCheckTitle')}
        idPrefix="mfa-phone-"
        form={form}
        resend={resend}
        onSubmit={async ({ pin }) => {
          await confirmPhone(pin, token);
          onConfirmed();
        }}
        intro={
          <>
            {t('codeSentTo')} <strong>{destination}</strong>
          </>
        }
      />
      <MfaStepNav onBack={onBack} />
    </>
  );
}
