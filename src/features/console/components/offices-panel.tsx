import type { FormEvent } from 'react';
import { FieldFrame } from '@/components/field-frame';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ConsoleOffice } from '../api/admin-types';
import { createOffice } from '../api/create-office';
import { deleteOffice } from '../api/delete-office';
import { adminMessages } from '../admin-messages';
import { useConsoleAction } from '../use-console-action';

/** The LGU's offices: each with how many roles belong to it, removed when none do; a new office. */
export function OfficesPanel({
  offices,
  onChanged,
}: {
  offices: ConsoleOffice[];
  onChanged: (message: string) => void;
}) {
  const t = useMessages(adminMessages);
  const locale = useLocale((s) => s.locale);
  const action = useConsoleAction();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const office = {
      code: String(data.get('code')),
      name: String(data.get('name')),
      name_fil: String(data.get('name_fil')),
    };
    if ((await action.run(() => createOffice(office))) === undefined) return;
    form.reset();
    onChanged(t('officeCreated', { name: office.name }));
  };
  const remove = async (office: ConsoleOffice) => {
    if (await action.run(() => deleteOffice(office.code)))
      onChanged(t('officeRemoved', { name: office.name }));
  };
  return (
    <section className="console-card" aria-labelledby="offices-title">
      <h2 id="offices-title">{t('offices')}</h2>
      {action.error && Object.keys(action.fields).length === 0 ? (
        <p role="alert" className="console-error">
          {action.error}
        </p>
      ) : null}
      <ul className="console-requirements">
        {offices.map((o) => (
          <li key={o.code}>
            <span>
              {(locale === 'fil' && o.name_fil) || o.name} <span className="console-muted">({o.code})</span> —{' '}
              {t('officeRoles', { count: o.roles })}
            </span>
            {o.roles === 0 ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={action.busy}
                onClick={() => void remove(o)}
              >
                {t('removeOffice', { name: o.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <h3>{t('newOffice')}</h3>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FieldFrame label={t('code')} id="office-code" error={action.fields.code} hint={t('codeHint')}>
          {(control) => <input {...control} name="code" autoComplete="off" required />}
        </FieldFrame>
        <FieldFrame label={t('name')} id="office-name" error={action.fields.name}>
          {(control) => <input {...control} name="name" required />}
        </FieldFrame>
        <FieldFrame label={t('nameFil')} id="office-name_fil" error={action.fields.name_fil}>
          {(control) => <input {...control} name="name_fil" />}
        </FieldFrame>
        <div className="console-buttons">
          <button type="submit" className="button" disabled={action.busy}>
            {t('createOffice')}
          </button>
        </div>
      </form>
    </section>
  );
}
