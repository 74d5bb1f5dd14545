import { useState } from 'react';
import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ConsoleRole, ConsoleStaffMember } from '../api/admin-types';
import { setMemberRoles } from '../api/set-member-roles';
import { adminMessages } from '../admin-messages';
import { useConsoleAction } from '../use-console-action';
import { RolePicker } from './role-picker';

/** A member's roles changed in a dialog; what they may do changes on their next request. */
export function MemberRolesDialog({
  member,
  roles,
  onClose,
  onSaved,
}: {
  member: ConsoleStaffMember;
  roles: ConsoleRole[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useMessages(adminMessages);
  const action = useConsoleAction();
  const [chosen, setChosen] = useState(member.roles);
  const save = async () => {
    if (await action.run(() => setMemberRoles(member.id, chosen))) onSaved();
  };
  return (
    <Modal title={t('changeRoles', { name: member.name })} onClose={onClose} size="small">
      <RolePicker
        legend={t('roles')}
        roles={roles}
        chosen={chosen}
        onChange={setChosen}
        error={action.fields.roles ?? (Object.keys(action.fields).length ? undefined : action.error)}
        idPrefix={`member-${member.id}-`}
      />
      <div className="console-buttons">
        <button type="button" className="button" disabled={action.busy} onClick={() => void save()}>
          {t('save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
