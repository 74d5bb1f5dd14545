import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/** Where a phone goes when its session ends or a service is down (§8). */
export default function ServiceUnavailablePage() {
  const t = useMessages(pagesMessages);
  return (
    <div className="page narrow center">
      <h1>{t('unavailableTitle')}</h1>
      <p>{t('unavailableLead')}</p>
      <Link href="/" className="button">
        {t('backToHome')}
      </Link>
    </div>
  );
}
