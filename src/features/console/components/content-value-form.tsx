import type { FormEvent } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { setContentValue } from '../api/set-content-value';
import { operationsMessages } from '../operations-messages';
import { useConsoleAction } from '../use-console-action';

/** One content value (text) in one language, saved on its own; the site shows it at once. */
export function ContentValueForm({
  type,
  name,
  value,
  language,
}: {
  type: string;
  name: string;
  value: string;
  language: 'en' | 'fil';
}) {
  const t = useMessages(operationsMessages);
  const action = useConsoleAction();
  const id = `content-${type}-${name}-${language}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('value'));
    await action.run(
      () => setContentValue(type, name, text, language),
      () => t('saved', { name }),
    );
  };
  const error = action.fields.value ?? action.error;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="console-inline-form">
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{name}</label>
        <textarea
          id={id}
          name="value"
          rows={value.length > 80 ? 3 : 1}
          defaultValue={value}
          maxLength={2000}
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
