import { FALLBACK_MESSAGE } from '@/domain/constants/error-messages';
import { shellMessages } from '@/components/messages/shell-messages';
import { OFFLINE_MESSAGE } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { dismissToast } from '@/stores/toasts';
import { siteShellMessages } from './site-shell-messages';

/** One toast with its dismiss button; the app's own error words in the reader's language. */
export function ToastView({ id, kind, message }: { id: number; kind: string; message: string }) {
  const t = useMessages(siteShellMessages);
  const shell = useMessages(shellMessages);
  const shown =
    message === OFFLINE_MESSAGE
      ? t('offlineRetry')
      : message === FALLBACK_MESSAGE
        ? shell('fallback')
        : message;
  return (
    <div className={`toast toast-${kind}`}>
      <span>{shown}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('dismiss')}
        onClick={() => dismissToast(id)}
      >
        ×
      </button>
    </div>
  );
}
