import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { closeDialog } from '@/stores/auth-dialogs';
import { signOut } from '../sign-out';

/** 'Are you sure you want to logout?' (§4); Log out revokes the session and leaves. */
export function LogoutConfirm() {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await signOut();
    closeDialog();
  };
  return (
    <ConfirmDialog
      title="Logout"
      message="Are you sure you want to logout?"
      confirmLabel="Log out"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={closeDialog}
    />
  );
}
