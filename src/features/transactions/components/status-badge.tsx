import '../transactions.css';
import { statusInfo } from '@/domain/statuses/application-statuses';
import { useMessages } from '@/lib/i18n/use-messages';
import { useLocale } from '@/lib/i18n/locale';
import { statusMessages } from '../status-messages';
import { statusText } from '../status-text';

/**
 * A transaction's status in its colour (§3), with its description for screen readers and on
 * hover; the server's colour state wins over the local table's.
 */
export function StatusBadge({
  status,
  state,
  description,
  showDescription = false,
}: {
  status: string;
  state?: string | undefined;
  description?: string | undefined;
  showDescription?: boolean;
}) {
  // Subscribes to the switch and suspends until the Filipino statuses are loaded.
  useMessages(statusMessages);
  const locale = useLocale((s) => s.locale);
  const { label, description: text } = statusText(status, locale, description);
  return (
    <span className="status">
      <span className={`status-badge status-${state ?? statusInfo(status).state}`} title={text || undefined}>
        {label}
      </span>
      {text ? (
        <span className={showDescription ? 'status-description' : 'visually-hidden'}>
          {showDescription ? text : `: ${text}`}
        </span>
      ) : null}
    </span>
  );
}
