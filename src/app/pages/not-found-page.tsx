import { Link } from 'wouter';
import { openDialog } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/** Any unknown address. Signed out, 'Back to Login' returns to the landing page with the login modal open. */
export default function NotFoundPage() {
  const t = useMessages(pagesMessages);
  const signedIn = useSession((s) => s.status === 'signed-in');
  return (
    <div className="page narrow center">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundLead')}</p>
      {signedIn ? (
        <Link href="/" className="button">
          {t('backToHome')}
        </Link>
      ) : (
        <Link href="/" className="button" onClick={() => openDialog('login')}>
          {t('backToLogin')}
        </Link>
      )}
    </div>
  );
}
