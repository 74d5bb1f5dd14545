import { useMessages } from '@/lib/i18n/use-messages';
import { consoleMessages } from '../console-messages';

/** A console page whose data did not load: said as an alert, with Try again. */
export function ConsoleLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(consoleMessages);
  return (
    <p role="alert">
      {t('loadFailed')}{' '}
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </p>
  );
}
