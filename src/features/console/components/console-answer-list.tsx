import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { Answer } from '../api/console-types';
import { consoleMessages } from '../console-messages';

/** One step's (or one group row's) answers as label–value pairs; an empty one says "not given". */
export function ConsoleAnswerList({ answers }: { answers: Answer[] }) {
  const t = useMessages(consoleMessages);
  const locale = useLocale((s) => s.locale);
  return (
    <dl className="console-facts">
      {answers.map((a) => (
        <div key={a.name} className="console-fact">
          <dt>{a.label[locale]}</dt>
          <dd>{a.value[locale] || <span className="console-muted">{t('notGiven')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
