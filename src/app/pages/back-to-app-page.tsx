import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/** `/dummy`: a page a wallet or gateway may land on; it sends the person back (§2.9). */
export default function BackToAppPage() {
  const t = useMessages(pagesMessages);
  return (
    <div className="page narrow center">
      <h1>{t('backToAppTitle')}</h1>
      <p>{t('backToAppLead')}</p>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => window.history.back()}>
          {t('goBack')}
        </button>
        <Link href="/" className="button">
          {t('backToApp')}
        </Link>
      </div>
    </div>
  );
}
