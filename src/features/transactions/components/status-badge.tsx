import '../transactions.css';
import { statusInfo } from '@/domain/statuses/application-statuses';

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
  const info = statusInfo(status);
  const text = description || info.description;
  return (
    <span className="status">
      <span className={`status-badge status-${state ?? info.state}`} title={text || undefined}>
        {info.label}
      </span>
      {text ? (
        <span className={showDescription ? 'status-description' : 'visually-hidden'}>
          {showDescription ? text : `: ${text}`}
        </span>
      ) : null}
    </span>
  );
}
