import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';
/** Resend OTP, disabled with a countdown while the cooldown runs (§4, §9). */
export function OtpResend({
  secondsLeft,
  busy,
  onResend,
}: {
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
}) {
  const t = useMessages(commonMessages);
  return (
    <p className="otp-resend">
      {t('noCode')}{' '}
      <button type="button" className="link-button" disabled={secondsLeft > 0 || busy} onClick={onResend}>
        {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
      </button>
    </p>
  );
}
