import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ConsoleApplication } from '../api/console-types';
import { consoleMessages } from '../console-messages';

/** Every status change, newest first: from, to, who, when and why. */
export function ConsoleAudit({ audit }: { audit: ConsoleApplication['audit'] }) {
  const t = useMessages(consoleMessages);
  return (
    <section aria-labelledby="console-audit" className="console-card">
      <h2 id="console-audit">{t('audit')}</h2>
      <ol className="console-audit">
        {audit.map((row) => (
          <li key={`${row.at}-${row.to}`}>
            <strong>
              {row.from ? t('auditRow', { from: row.from, to: row.to }) : t('auditFirst', { to: row.to })}
            </strong>{' '}
            <span>{t('by', { actor: row.actor_name ?? row.actor })}</span>,{' '}
            <time dateTime={row.at}>{formatDateTime(row.at, getIntlLocale())}</time>
            {row.reason ? (
              <p>
                {t('reason')}: {row.reason}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
