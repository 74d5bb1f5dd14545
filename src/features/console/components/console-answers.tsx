import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ConsoleApplication } from '../api/console-types';
import { consoleMessages } from '../console-messages';
import { ConsoleAnswerList } from './console-answer-list';

/** The taxpayer's answers, step by step, with the definition's labels; groups row by row. */
export function ConsoleAnswers({ steps }: { steps: ConsoleApplication['steps'] }) {
  const t = useMessages(consoleMessages);
  const locale = useLocale((s) => s.locale);
  return (
    <section aria-labelledby="console-answers" className="console-card">
      <h2 id="console-answers">{t('answers')}</h2>
      {steps.map((step) => (
        <section key={step.id} aria-label={step.title[locale]}>
          <h3>{step.title[locale]}</h3>
          <ConsoleAnswerList answers={step.answers} />
          {step.groups.map((group) => (
            <div key={group.name}>
              <h4>{group.label[locale]}</h4>
              <ol className="console-group">
                {group.rows.map((row, i) => (
                  <li key={i}>
                    <ConsoleAnswerList answers={row} />
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}
