import { useEffect, useRef } from 'react';
import { commonMessages } from './messages/common-messages';
import { useMessages } from '@/lib/i18n/use-messages';

/**
 * After a failed submit: a focused box listing each problem, each linking to its field
 * (CONVENTIONS 9, after GOV.UK's error summary).
 */
export function ErrorSummary({
  errors,
  labels,
  idPrefix = '',
}: {
  errors: Record<string, string | undefined>;
  labels?: Record<string, string>;
  /** Prepended to a field name to find its input's id. */
  idPrefix?: string;
}) {
  const t = useMessages(commonMessages);
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  const count = entries.length;
  useEffect(() => {
    if (count > 0) ref.current?.focus();
  }, [count]);
  if (count === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t('errorSummaryTitle')}</h2>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${idPrefix}${field}`}>{labels?.[field] ? `${labels[field]}: ${message}` : message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
