import { statusInfo } from '@/domain/statuses/application-statuses';
import { workflowStatus } from '@/domain/statuses/application-workflow';
import { useLocale } from '@/lib/i18n/locale';

/** An application's status in its §3 colour, its description in the chosen language beside it. */
export function ConsoleStatus({ status, describe = false }: { status: string; describe?: boolean }) {
  const locale = useLocale((s) => s.locale);
  const info = statusInfo(status);
  const description = workflowStatus(status)?.description[locale] ?? info.description;
  return (
    <span className="console-status">
      <span className={`console-badge console-badge-${info.state}`}>{status}</span>
      {describe ? <span className="console-status-description">{description}</span> : null}
    </span>
  );
}
