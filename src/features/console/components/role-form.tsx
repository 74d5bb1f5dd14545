import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/error-summary';
import { FieldFrame } from '@/components/field-frame';
import { STAFF_PERMISSIONS, type StaffPermission } from '@/domain/staff/staff-permissions';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ConsoleOffice, ConsoleRole } from '../api/admin-types';
import { createRole } from '../api/create-role';
import { updateRole } from '../api/update-role';
import { adminMessages } from '../admin-messages';
import { useConsoleAction } from '../use-console-action';

const PERMISSIONS = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

/** A new role, or a change to one: its names, its office, and its permissions as checkboxes. */
export function RoleForm({
  role,
  offices,
  onSaved,
  onCancel,
}: {
  /** The role changed; none: a new one (its code asked for too). */
  role?: ConsoleRole | undefined;
  offices: ConsoleOffice[];
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const t = useMessages(adminMessages);
  const locale = useLocale((s) => s.locale);
  const action = useConsoleAction();
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const id = `role-${role?.code ?? 'new'}-`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = {
      name: String(data.get('name')),
      name_fil: String(data.get('name_fil')),
      office: String(data.get('office')) || null,
      permissions,
    };
    const code = role?.code ?? String(data.get('code'));
    const saved = await action.run(() => (role ? updateRole(code, fields) : createRole({ ...fields, code })));
    if (saved === undefined) return;
    if (!role) {
      form.reset();
      setPermissions([]);
    }
    onSaved(t(role ? 'roleSaved' : 'roleCreated', { name: fields.name }));
  };
  const labels = {
    code: t('code'),
    name: t('name'),
    name_fil: t('nameFil'),
    office: t('office'),
    permissions: t('permissions'),
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <ErrorSummary errors={action.fields} labels={labels} idPrefix={id} />
      {action.error && Object.keys(action.fields).length === 0 ? (
        <p role="alert" className="console-error">
          {action.error}
        </p>
      ) : null}
      {role ? null : (
        <FieldFrame label={labels.code} id={`${id}code`} error={action.fields.code} hint={t('codeHint')}>
          {(control) => <input {...control} name="code" autoComplete="off" required />}
        </FieldFrame>
      )}
      <FieldFrame label={labels.name} id={`${id}name`} error={action.fields.name}>
        {(control) => <input {...control} name="name" defaultValue={role?.name} required />}
      </FieldFrame>
      <FieldFrame label={labels.name_fil} id={`${id}name_fil`} error={action.fields.name_fil}>
        {(control) => <input {...control} name="name_fil" defaultValue={role?.name_fil ?? ''} />}
      </FieldFrame>
      <FieldFrame label={labels.office} id={`${id}office`} error={action.fields.office}>
        {(control) => (
          <select {...control} name="office" defaultValue={role?.office ?? ''}>
            <option value="">{t('noOffice')}</option>
            {offices.map((o) => (
              <option key={o.code} value={o.code}>
                {(locale === 'fil' && o.name_fil) || o.name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <fieldset className="field console-checks" id={`${id}permissions`}>
        <legend>{labels.permissions}</legend>
        {PERMISSIONS.map((p) => (
          <label key={p} className="console-check">
            <input
              type="checkbox"
              checked={permissions.includes(p)}
              onChange={(e) =>
                setPermissions(e.target.checked ? [...permissions, p] : permissions.filter((x) => x !== p))
              }
            />
            {STAFF_PERMISSIONS[p][locale]}
          </label>
        ))}
        {action.fields.permissions ? <p className="field-error">{action.fields.permissions}</p> : null}
      </fieldset>
      <div className="console-buttons">
        <button type="submit" className="button" disabled={action.busy}>
          {role ? t('save') : t('createRole')}
        </button>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
