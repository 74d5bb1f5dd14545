import { useState } from 'react';
import { STAFF_PERMISSIONS, ALL_PERMISSIONS, isStaffPermission } from '@/domain/staff/staff-permissions';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { deleteRole } from '../api/delete-role';
import { listOffices } from '../api/list-offices';
import { listRoles } from '../api/list-roles';
import { adminMessages } from '../admin-messages';
import { useConsoleAction } from '../use-console-action';
import { ConsoleLoadFailed } from './console-load-failed';
import { OfficesPanel } from './offices-panel';
import { RoleForm } from './role-form';

/** `/console/roles`: roles with their office and permissions (changed or removed here), a new role, the offices. */
export function RolesAdmin() {
  const t = useMessages(adminMessages);
  const locale = useLocale((s) => s.locale);
  const { state, reload, refresh } = useFetch('roles', async (signal) => {
    const [roles, offices] = await Promise.all([listRoles(signal), listOffices(signal)]);
    return { roles: roles.data, offices: offices.data };
  });
  const [editing, setEditing] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const removal = useConsoleAction();
  const changed = (message: string) => {
    setNotice(message);
    setEditing(undefined);
    refresh();
  };
  if (state.status === 'error') return <ConsoleLoadFailed onRetry={reload} />;
  if (!state.data) return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  const { roles, offices } = state.data;
  const officeName = (code: string | null) => {
    const office = offices.find((o) => o.code === code);
    return office ? (locale === 'fil' && office.name_fil) || office.name : t('noOffice');
  };
  const remove = async (code: string, name: string) => {
    if (await removal.run(() => deleteRole(code))) changed(t('roleRemoved', { name }));
  };
  return (
    <>
      <section aria-labelledby="roles-title">
        <h2 id="roles-title">{t('section.roles')}</h2>
        <p role="status" className="console-notice">
          {notice}
        </p>
        {removal.error ? (
          <p role="alert" className="console-error">
            {removal.error}
          </p>
        ) : null}
        <ul className="console-list">
          {roles.map((r) => {
            const name = (locale === 'fil' && r.name_fil) || r.name;
            return (
              <li key={r.code} className="console-card console-item">
                <h3>
                  {name} <span className="console-muted">({r.code})</span>
                </h3>
                <dl className="console-facts">
                  <dt>{t('office')}</dt>
                  <dd>{officeName(r.office)}</dd>
                  <dt>{t('members')}</dt>
                  <dd>{r.members}</dd>
                  <dt>{t('permissions')}</dt>
                  <dd>
                    {r.permissions.includes(ALL_PERMISSIONS)
                      ? t('allPermissions')
                      : r.permissions
                          .filter(isStaffPermission)
                          .map((p) => STAFF_PERMISSIONS[p][locale])
                          .join('; ') || t('noPermissions')}
                  </dd>
                </dl>
                {r.built_in ? (
                  <p className="console-muted">{t('builtIn')}</p>
                ) : editing === r.code ? (
                  <RoleForm
                    role={r}
                    offices={offices}
                    onSaved={changed}
                    onCancel={() => setEditing(undefined)}
                  />
                ) : (
                  <div className="console-buttons">
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setEditing(r.code)}
                    >
                      {t('editRole', { name })}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={removal.busy}
                      onClick={() => void remove(r.code, name)}
                    >
                      {t('removeRole', { name })}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="console-card" aria-labelledby="new-role-title">
        <h2 id="new-role-title">{t('newRole')}</h2>
        <RoleForm offices={offices} onSaved={changed} />
      </section>
      <OfficesPanel offices={offices} onChanged={changed} />
    </>
  );
}
