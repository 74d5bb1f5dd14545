import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useMessages } from '@/lib/i18n/use-messages';
import { closeDialog } from '@/stores/auth-dialogs';
import { authMessages } from '../auth-messages';
import { signOut } from '../sign-out';

/** 'Are you sure you want to logout?' (§4); Log out revokes the session and leaves. */
export function LogoutConfirm() {
  const t = useMessages(authMessages);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await signOut();
    closeDialog();
  };
  return (
    <ConfirmDialog
      title={t('logoutTitle')}
      message={t('logoutQuestion')}
      confirmLabel={t('logOut')}
      cancelLabel={t('cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={closeDialog}
    />
  );
}
