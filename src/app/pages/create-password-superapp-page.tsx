import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { getSuperAppLink, createPasswordSuperApp } from '@/features/superapp/api/super-app-password';
import { superAppMessages } from '@/features/superapp/superapp-messages';
import { NewPasswordForm } from '@/features/password-reset/components/new-password-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';
import { showToast } from '@/stores/toasts';

type Need = 'loading' | 'password' | 'has-password';

/**
 * `/create-password-superapp` (§2.1, §2.2): an account the eGov sign-on made sets its first
 * password (§5 rule) to sign in directly too. Signed out, or already with a password, it says so.
 */
export default function CreatePasswordSuperAppPage() {
  const t = useMessages(superAppMessages);
  const [, navigate] = useLocation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const [need, setNeed] = useState<Need>('loading');

  useEffect(() => {
    if (!signedIn) return;
    getSuperAppLink().then(
      (doc) => setNeed(doc.data.attributes.is_password_set ? 'has-password' : 'password'),
      () => setNeed('has-password'),
    );
  }, [signedIn]);

  let body;
  if (!signedIn) body = <p>{t('signInFirst')}</p>;
  else if (need === 'loading') body = <p role="status">{t('loading')}</p>;
  else if (need === 'has-password')
    body = (
      <>
        <p>{t('alreadyHasPassword')}</p>
        <Link href="/profile-edit" className="button">
          {t('editProfile')}
        </Link>
      </>
    );
  else
    body = (
      <>
        <p>{t('createPasswordLead')}</p>
        <NewPasswordForm
          idPrefix="superapp-password-"
          submitLabel={t('savePassword')}
          onSubmit={async (password) => {
            const answer = await createPasswordSuperApp(password);
            showToast('success', answer.message);
            navigate('/');
          }}
        />
        <p className="form-links">
          <Link href="/">{t('skipForNow')}</Link>
        </p>
      </>
    );
  return (
    <div className="page narrow">
      <h1>{t('createPasswordTitle')}</h1>
      {body}
    </div>
  );
}
