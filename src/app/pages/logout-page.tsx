import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { endSession } from '@/stores/session';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/** `/logout`: the session is over (logged out or expired); everything stored is cleared. */
export default function LogoutPage() {
  const t = useMessages(pagesMessages);
  const passwordChanged = new URLSearchParams(useSearch()).get('reason') === 'password-changed';
  useEffect(() => endSession(), []);
  return (
    <div className="page narrow center">
      <h1>{passwordChanged ? t('passwordChangedTitle') : t('signedOutTitle')}</h1>
      <p>{passwordChanged ? t('passwordChangedLead') : t('signedOutLead')}</p>
      <Link href="/" className="button">
        {t('backToHome')}
      </Link>
    </div>
  );
}
