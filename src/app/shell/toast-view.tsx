import { dismissToast } from '@/stores/toasts';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

/** One toast with its dismiss button. */
export function ToastView({ id, kind, message }: { id: number; kind: string; message: string }) {
  const t = useMessages(siteShellMessages);
  return (
    <div className={`toast toast-${kind}`}>
      <span>{message}</span>
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
