import type { FormEvent } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { setSetting } from '../api/set-setting';
import { operationsMessages } from '../operations-messages';
import { useConsoleAction } from '../use-console-action';

/** One operator setting, checked by the server as `settings set` checks it. */
export function SettingForm({ name, value }: { name: string; value: string | null }) {
  const t = useMessages(operationsMessages);
  const action = useConsoleAction();
  const id = `setting-${name}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('value'));
    await action.run(
      () => setSetting(name, text),
      () => t('saved', { name }),
    );
  };
  const error = action.fields.value ?? action.error;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="console-inline-form">
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{name}</label>
        <input
          id={id}
          name="value"
          defaultValue={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-secondary" disabled={action.busy}>
        {t('saveValue', { name })}
      </button>
      <span role="status" className="console-notice">
        {action.done}
      </span>
    </form>
  );
}
