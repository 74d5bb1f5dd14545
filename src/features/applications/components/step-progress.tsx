import type { StepDefinition } from '@/domain/applications/application-definition';
import { useMessages } from '@/lib/i18n/use-messages';
import { applicationsMessages } from '../applications-messages';
import { useBilingual } from '../use-bilingual';

/** Where the applicant is: every step's title, the current one marked (not links: Next checks each step). */
export function StepProgress({ steps, current }: { steps: readonly StepDefinition[]; current: number }) {
  const t = useMessages(applicationsMessages);
  const text = useBilingual();
  return (
    <nav aria-label={t('steps')} className="application-steps">
      <p>{t('stepOf', { current: current + 1, total: steps.length })}</p>
      <ol>
        {steps.map((step, index) => (
          <li
            key={step.id}
            aria-current={index === current ? 'step' : undefined}
            className={index < current ? 'done' : index === current ? 'current' : undefined}
          >
            {text(step.title)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
