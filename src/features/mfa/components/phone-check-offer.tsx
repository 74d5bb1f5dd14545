import { PHONE_CHECK_CODE } from '@/domain/contracts/mfa-phone-check';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { sendMfaOtp } from '../api/send-mfa-otp';
import { mfaMessages } from '../mfa-messages';
import { useAction } from '../use-action';

/** True for the refusal a code sent to the phone gets past (issue 25). */
export const offersPhoneCheck = (err: unknown) => err instanceof ApiError && err.code === PHONE_CHECK_CODE;

/**
 * Shown when wrong codes from elsewhere hold the account back (429 phone_check_available): the
 * owner asks for a code by SMS to the account's own number instead of waiting.
 */
export function PhoneCheckOffer({
  token,
  contact,
  onSent,
}: {
  token: string;
  contact: string;
  onSent: (destination: string) => void;
}) {
  const t = useMessages(mfaMessages);
  const action = useAction();
  const send = () =>
    action.run(async () => {
      const sent = await sendMfaOtp('sms', token);
      onSent(sent.data.attributes.masked_destination);
    });
  return (
    <div className="form-notice" role="region" aria-label={t('phoneCheckTitle')}>
      {action.error ? (
        <p className="form-alert" role="alert">
          {action.error}
        </p>
      ) : null}
      <p>{t('phoneCheckIntro', { contact })}</p>
      <button
        type="button"
        className="button button-secondary button-block"
        disabled={action.busy}
        onClick={() => void send()}
      >
        {action.busy ? t('sending') : t('sendPhoneCode')}
      </button>
    </div>
  );
}
