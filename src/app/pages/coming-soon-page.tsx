import { useLocation } from 'wouter';
import { comingSoonTitle } from '../routes/coming-soon-paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/** A section that is not open yet (§2.9): its title and a way back. */
export default function ComingSoonPage() {
  const t = useMessages(pagesMessages);
  const [location] = useLocation();
  return (
    <div className="page narrow center">
      <h1>{comingSoonTitle(location)}</h1>
      <p className="lead">{t('soon')}</p>
      <p>{t('soonLead')}</p>
      <button type="button" className="button" onClick={() => window.history.back()}>
        {t('back')}
      </button>
    </div>
  );
}
