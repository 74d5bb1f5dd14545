import { useEffect, useRef } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { operationsMessages } from '../operations-messages';

/**
 * Every problem the server found in a fee schedule, each with its place in the file, in a box
 * that takes focus when it appears (GOV.UK's error summary) and leads back to the text.
 */
export function ScheduleProblems({ problems, fieldId }: { problems: readonly string[]; fieldId: string }) {
  const t = useMessages(operationsMessages);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="schedule-problems-title"
    >
      <h3 id="schedule-problems-title">{t('fees.problems', { count: problems.length })}</h3>
      <ul id={`${fieldId}-problems`}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        <a href={`#${fieldId}`}>{t('fees.fixThem')}</a>
      </p>
    </div>
  );
}
