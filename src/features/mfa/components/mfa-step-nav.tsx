import { useMessages } from '@/lib/i18n/use-messages';
import { mfaMessages } from '../mfa-messages';

/** Back and 'Change Authentication Method', under every flow of the dialog (§2.5). */
export function MfaStepNav({ onBack, onChangeMethod }: { onBack: () => void; onChangeMethod?: () => void }) {
  const t = useMessages(mfaMessages);
  return (
    <div className="mfa-step-nav">
      <button type="button" className="button button-secondary" onClick={onBack}>
        {t('back')}
      </button>
      {onChangeMethod ? (
        <button type="button" className="link-button" onClick={onChangeMethod}>
          {t('changeMethod')}
        </button>
      ) : null}
    </div>
  );
}
