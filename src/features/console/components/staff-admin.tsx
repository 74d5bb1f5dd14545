import { useState } from 'react';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import type { StaffMember } from '../api/console-types';
import { listMembers } from '../api/list-members';
import { listRoles } from '../api/list-roles';
import { adminMessages } from '../admin-messages';
import { ConsoleLoadFailed } from './console-load-failed';
import { StaffCreateForm } from './staff-create-form';
import { StaffMemberActions } from './staff-member-actions';

/** `/console/staff`: every member with their roles and state, their actions, and a new member. */
export function StaffAdmin({ me }: { me: StaffMember }) {
  const t = useMessages(adminMessages);
  const locale = useLocale((s) => s.locale);
  const { state, reload, refresh } = useFetch('staff', async (signal) => {
    const [members, roles] = await Promise.all([listMembers(signal), listRoles(signal)]);
    return { members: members.data, roles: roles.data };
  });
  const [notice, setNotice] = useState<string>();
  const changed = (message: string) => {
    setNotice(message);
    refresh();
  };
  if (state.status === 'error') return <ConsoleLoadFailed onRetry={reload} />;
  if (!state.data) return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  const { members, roles } = state.data;
  const roleName = (code: string) => {
    const role = roles.find((r) => r.code === code);
    return (locale === 'fil' && role?.name_fil) || role?.name || code;
  };
  return (
    <>
      <section aria-labelledby="staff-title">
        <h2 id="staff-title">{t('section.staff')}</h2>
        <p role="status" className="console-notice">
          {notice}
        </p>
        <ul className="console-list">
          {members.map((m) => (
            <li key={m.id} className="console-card console-item">
              <h3>
                {m.name} <span className="console-muted">({m.username})</span>
              </h3>
              <dl className="console-facts">
                <dt>{t('email')}</dt>
                <dd>{m.email}</dd>
                <dt>{t('roles')}</dt>
                <dd>{m.roles.map(roleName).join(', ')}</dd>
                <dt>{t('state')}</dt>
                <dd>{t(`state.${m.state === 'not enrolled' ? 'notEnrolled' : m.state}`)}</dd>
                <dt>{t('lastSignIn')}</dt>
                <dd>{m.last_sign_in_at ? formatDateTime(m.last_sign_in_at, getIntlLocale()) : t('never')}</dd>
              </dl>
              <StaffMemberActions member={m} roles={roles} self={m.id === me.id} onChanged={changed} />
            </li>
          ))}
        </ul>
      </section>
      <StaffCreateForm roles={roles} onCreated={() => changed(t('created'))} />
    </>
  );
}
