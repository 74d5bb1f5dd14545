import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ConsoleRole, ConsoleStaffMember } from '../api/admin-types';
import { disableMember } from '../api/disable-member';
import { enableMember } from '../api/enable-member';
import { resetMemberMfa } from '../api/reset-member-mfa';
import { resetMemberPassword } from '../api/reset-member-password';
import { adminMessages } from '../admin-messages';
import { useConsoleAction } from '../use-console-action';
import { MemberRolesDialog } from './member-roles-dialog';
import { OneTimePassword } from './one-time-password';

type Asking = 'disable' | 'resetPassword' | 'resetMfa' | 'roles' | null;

/** One member's actions: roles, reset password or authenticator, disable or enable; the risky ones confirmed. */
export function StaffMemberActions({
  member,
  roles,
  self,
  onChanged,
}: {
  member: ConsoleStaffMember;
  roles: ConsoleRole[];
  self: boolean;
  onChanged: (message: string) => void;
}) {
  const t = useMessages(adminMessages);
  const action = useConsoleAction();
  const [asking, setAsking] = useState<Asking>(null);
  const [password, setPassword] = useState<string>();
  if (self) return <span className="console-muted">{t('yourAccount')}</span>;
  const who = { name: member.name };
  const confirm = async (kind: Exclude<Asking, 'roles' | null>) => {
    const done = await action.run(async () => {
      if (kind === 'disable') await disableMember(member.id);
      if (kind === 'resetMfa') await resetMemberMfa(member.id);
      if (kind === 'resetPassword') setPassword((await resetMemberPassword(member.id)).data.initial_password);
      return true;
    });
    setAsking(null);
    if (done) onChanged(t(`${kind}Done`, who));
  };
  const enable = async () => {
    if (await action.run(() => enableMember(member.id))) onChanged(t('enableDone', who));
  };
  return (
    <>
      <div className="console-buttons">
        <button type="button" className="button button-secondary" onClick={() => setAsking('roles')}>
          {t('changeRoles', who)}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAsking('resetPassword')}>
          {t('resetPassword', who)}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAsking('resetMfa')}>
          {t('resetMfa', who)}
        </button>
        {member.state === 'disabled' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={action.busy}
            onClick={() => void enable()}
          >
            {t('enable', who)}
          </button>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setAsking('disable')}>
            {t('disable', who)}
          </button>
        )}
      </div>
      {action.error && !asking ? (
        <p role="alert" className="console-error">
          {action.error}
        </p>
      ) : null}
      {asking && asking !== 'roles' ? (
        <ConfirmDialog
          title={t(`${asking}Title`, who)}
          message={t(`${asking}Question`, who)}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          busy={action.busy}
          onConfirm={() => void confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'roles' ? (
        <MemberRolesDialog
          member={member}
          roles={roles}
          onClose={() => setAsking(null)}
          onSaved={() => {
            setAsking(null);
            onChanged(t('rolesDone', who));
          }}
        />
      ) : null}
      {password ? (
        <OneTimePassword
          username={member.username}
          password={password}
          onClose={() => setPassword(undefined)}
        />
      ) : null}
    </>
  );
}
