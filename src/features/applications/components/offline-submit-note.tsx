import { useMessages } from '@/lib/i18n/use-messages';
import { useOnline } from '@/lib/use-online';
import { applicationsMessages } from '../applications-messages';

/** Beside Submit while offline: submitting waits for the connection, the answers are kept. */
export function OfflineSubmitNote() {
  const t = useMessages(applicationsMessages);
  const online = useOnline();
  return online ? null : (
    <p className="notice" role="status">
      {t('submitOfflineNote')}
    </p>
  );
}
