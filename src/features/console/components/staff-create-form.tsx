import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/error-summary';
import { FieldFrame } from '@/components/field-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ConsoleRole } from '../api/admin-types';
import { createMember } from '../api/create-member';
import { adminMessages } from '../admin-messages';
import { useConsoleAction } from '../use-console-action';
import { OneTimePassword } from './one-time-password';
import { RolePicker } from './role-picker';

const ID = 'new-member-';

/** A new staff member: username, name, e-mail, roles; the server answers a one-time password. */
export function StaffCreateForm({ roles, onCreated }: { roles: ConsoleRole[]; onCreated: () => void }) {
  const t = useMessages(adminMessages);
  const action = useConsoleAction();
  const [chosen, setChosen] = useState<string[]>([]);
  const [made, setMade] = useState<{ username: string; password: string }>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const member = {
      username: String(data.get('username')),
      name: String(data.get('name')),
      email: String(data.get('email')),
      roles: chosen,
    };
    const answer = await action.run(() => createMember(member));
    if (!answer) return;
    form.reset();
    setChosen([]);
    setMade({ username: member.username.toLowerCase(), password: answer.data.initial_password });
    onCreated();
  };
  const labels = { username: t('username'), name: t('fullName'), email: t('email'), roles: t('roles') };
  return (
    <section className="console-card" aria-labelledby="new-member-title">
      <h2 id="new-member-title">{t('newMember')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ErrorSummary errors={action.fields} labels={labels} idPrefix={ID} />
        {action.error && Object.keys(action.fields).length === 0 ? (
          <p role="alert" className="console-error">
            {action.error}
          </p>
        ) : null}
        <FieldFrame
          label={labels.username}
          id={`${ID}username`}
          error={action.fields.username}
          hint={t('usernameHint')}
        >
          {(control) => <input {...control} name="username" autoComplete="off" required />}
        </FieldFrame>
        <FieldFrame label={labels.name} id={`${ID}name`} error={action.fields.name}>
          {(control) => <input {...control} name="name" autoComplete="off" required />}
        </FieldFrame>
        <FieldFrame label={labels.email} id={`${ID}email`} error={action.fields.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="off" required />}
        </FieldFrame>
        <RolePicker
          legend={labels.roles}
          roles={roles}
          chosen={chosen}
          onChange={setChosen}
          error={action.fields.roles}
          idPrefix={ID}
        />
        <div className="console-buttons">
          <button type="submit" className="button" disabled={action.busy}>
            {t('createMember')}
          </button>
        </div>
      </form>
      {made ? <OneTimePassword {...made} onClose={() => setMade(undefined)} /> : null}
    </section>
  );
}
