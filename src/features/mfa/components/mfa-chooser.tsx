import { useState } from 'react';
import type { MfaType } from '@/domain/contracts/mfa';
import { useMessages } from '@/lib/i18n/use-messages';
import type { PendingMfa } from '@/stores/auth-dialogs';
import { mfaMessages } from '../mfa-messages';

/**
 * The chooser (§2.5): the methods on offer, 'Save my choice for future logins' and Continue, which
 * waits for a choice; 'Use a recovery code' is the way out for someone who lost the phone.
 */
export function MfaChooser({
  challenge,
  methods,
  saveChoice,
  onSaveChoice,
  onContinue,
  onRecovery,
}: {
  challenge: PendingMfa['challenge'];
  methods: readonly MfaType[];
  saveChoice: boolean;
  onSaveChoice: (save: boolean) => void;
  onContinue: (method: MfaType) => void;
  /** Absent while a first method is being set up: there are no codes yet. */
  onRecovery?: () => void;
}) {
  const t = useMessages(mfaMessages);
  const [method, setMethod] = useState<MfaType | null>(methods.length === 1 ? (methods[0] ?? null) : null);
  const contact = (m: MfaType) =>
    m === 'sms_otp' ? challenge.masked_mobile_number : m === 'email_otp' ? challenge.masked_email : null;

  return (
    <form
      noValidate
      aria-label={t('chooseMethod')}
      onSubmit={(e) => {
        e.preventDefault();
        if (method) onContinue(method);
      }}
    >
      <p>{challenge.mfa_setup_required ? t('chooseMethodSetup') : t('chooseMethod')}</p>
      <fieldset className="mfa-methods">
        <legend className="visually-hidden">{t('methods')}</legend>
        {methods.map((m) => (
          <div key={m} className="mfa-method">
            <input
              id={`mfa-method-${m}`}
              type="radio"
              name="mfa_type"
              value={m}
              checked={method === m}
              aria-describedby={`mfa-method-${m}-hint`}
              onChange={() => setMethod(m)}
            />
            <span>
              <label htmlFor={`mfa-method-${m}`} className="mfa-method-name">
                {t(m)}
              </label>
              <span id={`mfa-method-${m}-hint`} className="field-hint">
                {t(`${m}Hint`, { contact: contact(m) ?? '' })}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      <label className="check-field">
        <input type="checkbox" checked={saveChoice} onChange={(e) => onSaveChoice(e.target.checked)} />
        <span>{t('saveChoice')}</span>
      </label>
      <button type="submit" className="button button-block" disabled={method === null}>
        {t('continue')}
      </button>
      {onRecovery ? (
        <p className="form-links">
          <button type="button" className="link-button" onClick={onRecovery}>
            {t('useRecoveryCode')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
