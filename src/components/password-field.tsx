import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame } from './field-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a Show / Hide toggle (§2.4), its hint and its error. */
export function PasswordField({ label, error, hint, id, ref, ...input }: PasswordFieldProps) {
  const t = useMessages(commonMessages);
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <div className="input-group">
          <input ref={ref} {...control} type={shown ? 'text' : 'password'} {...input} />
          <button
            type="button"
            className="input-addon-button"
            aria-label={t(shown ? 'hideField' : 'showField', { field: label.toLowerCase() })}
            aria-controls={control.id}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t('hide') : t('show')}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
