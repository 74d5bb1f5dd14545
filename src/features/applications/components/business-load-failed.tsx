import { useMessages } from '@/lib/i18n/use-messages';
import { applicationsMessages } from '../applications-messages';

/** The applicant's businesses (or one of them) did not load: said, with Try again. */
export function BusinessLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(applicationsMessages);
  return (
    <>
      <p className="notice">{t('loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </>
  );
}
