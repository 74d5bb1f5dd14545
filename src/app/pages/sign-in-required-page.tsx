import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { openDialog } from '@/stores/auth-dialogs';
import { forgetReturnPath, rememberReturnPath } from '@/stores/return-path';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/**
 * A signed-in page opened signed out (a deep link to a transaction, the profile): asks the visitor
 * to sign in, opens the login dialog, and signing in comes back here instead of the home page.
 */
export default function SignInRequiredPage() {
  const t = useMessages(pagesMessages);
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;

  useEffect(() => {
    rememberReturnPath(here);
    openDialog('login');
    // Leaving for another page (not signing in, which reloads) drops the return.
    return forgetReturnPath;
  }, [here]);

  return (
    <div className="page narrow center">
      <h1>{t('signInTitle')}</h1>
      <p>{t('signInLead')}</p>
      <button type="button" className="button" onClick={() => openDialog('login')}>
        {t('login')}
      </button>
    </div>
  );
}
