import { useId, useState } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { passwordResetMessages } from '../password-reset-messages';
import { ForgotContactForm, type Channel } from './forgot-contact-form';

/** Step 1 (§2.7): a mobile number (an SMS code follows) or an e-mail (a link follows), then Next. */
export function ForgotContactStep({
  initialMobile = '',
  onCodeSent,
  onLinkSent,
}: {
  initialMobile?: string;
  onCodeSent: (mobileNumber: string, requestToken: string) => void;
  onLinkSent: (message: string) => void;
}) {
  const t = useMessages(passwordResetMessages);
  const [channel, setChannel] = useState<Channel>('mobile');
  const name = useId();
  return (
    <>
      <fieldset className="segmented">
        <legend>{t('resetWith')}</legend>
        {(['mobile', 'email'] as const).map((c) => (
          <label key={c} className="segmented-option">
            <input
              type="radio"
              name={name}
              value={c}
              checked={channel === c}
              onChange={() => setChannel(c)}
            />
            {c === 'mobile' ? t('mobileNumber') : t('emailAddress')}
          </label>
        ))}
      </fieldset>
      <ForgotContactForm
        key={channel}
        channel={channel}
        initial={channel === 'mobile' ? initialMobile : ''}
        onCodeSent={onCodeSent}
        onLinkSent={onLinkSent}
      />
    </>
  );
}
