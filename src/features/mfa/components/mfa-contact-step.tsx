import { useEffect } from 'react';
import { OTP_COOLDOWN_STORAGE_KEY } from '@/domain/constants/otp';
import { useMessages } from '@/lib/i18n/use-messages';
import { resumeCooldown, startCooldown, useOtpCooldown } from '@/stores/otp-cooldown';
import { sendMfaOtp } from '../api/send-mfa-otp';
import { mfaMessages } from '../mfa-messages';
import { useAction } from '../use-action';
import { MfaStepNav } from './mfa-step-nav';

/**
 * E-mail and SMS (§4): the confirm-contact screen. The contact comes masked from the server (§5:
 * positions 2 to 8 hidden); Send Code waits out the 60 s cooldown kept in `cooldownTime`.
 */
export function MfaContactStep({
  channel,
  contact,
  token,
  onSent,
  onBack,
  onChangeMethod,
}: {
  channel: 'sms' | 'email';
  contact: string;
  token: string;
  onSent: (destination: string) => void;
  onBack: () => void;
  onChangeMethod: () => void;
}) {
  const t = useMessages(mfaMessages);
  const action = useAction();
  const secondsLeft = useOtpCooldown((s) => s[OTP_COOLDOWN_STORAGE_KEY]);
  useEffect(() => resumeCooldown(OTP_COOLDOWN_STORAGE_KEY), []);
  const send = () =>
    action.run(async () => {
      const sent = await sendMfaOtp(channel, token);
      startCooldown(OTP_COOLDOWN_STORAGE_KEY, sent.data.attributes.cooldown_seconds);
      onSent(sent.data.attributes.masked_destination);
    });

  return (
    <div>
      {action.error ? (
        <p className="form-alert" role="alert">
          {action.error}
        </p>
      ) : null}
      <p>
        {channel === 'sms' ? t('confirmSms') : t('confirmEmail')} <strong>{contact}</strong>
      </p>
      <p className="field-hint">{t('notYours')}</p>
      <button
        type="button"
        className="button button-block"
        disabled={action.busy || secondsLeft > 0}
        onClick={() => void send()}
      >
        {action.busy
          ? t('sending')
          : secondsLeft > 0
            ? t('sendCodeIn', { seconds: secondsLeft })
            : t('sendCode')}
      </button>
      <MfaStepNav onBack={onBack} onChangeMethod={onChangeMethod} />
    </div>
  );
}
