import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { changePasswordWithLink } from '@/features/password-reset/api/change-password-with-link';
import { NewPasswordForm } from '@/features/password-reset/components/new-password-form';
import { openDialog } from '@/stores/auth-dialogs';
import { endSession, useSession } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/** `/create-password?token=…&email=…`: the e-mailed reset link's new-password form (§2.7). */
export default function CreatePasswordPage() {
  const t = useMessages(pagesMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  // §4: the owner of the link, still signed in on this device, is signed out before resetting.
  useEffect(() => {
    const { status, profile } = useSession.getState();
    if (status === 'signed-in' && profile?.email && search.includes(profile.email)) endSession();
  }, [search]);

  if (!token || !email) {
    return (
      <div className="page narrow">
        <h1>{t('createPasswordTitle')}</h1>
        <p role="alert">{t('createPasswordIncomplete')}</p>
      </div>
    );
  }
  return (
    <div className="page narrow">
      <h1>{t('createPasswordTitle')}</h1>
      <p>
        {t('createPasswordFor')} <strong>{email}</strong>.
      </p>
      <NewPasswordForm
        idPrefix="create-password-"
        onSubmit={async (password) => {
          const answer = await changePasswordWithLink(email, token, password);
          showToast('success', answer.message);
          navigate('/');
          if (useSession.getState().status !== 'signed-in') openDialog('login');
        }}
      />
    </div>
  );
}
