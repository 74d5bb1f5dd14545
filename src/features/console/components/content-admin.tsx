import { useState } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { listContent } from '../api/list-content';
import { operationsMessages } from '../operations-messages';
import { ConsoleLoadFailed } from './console-load-failed';
import { ContentValueForm } from './content-value-form';

/**
 * `/console/content`: the site's texts by entry (site title, tag line, the important
 * announcement …), in English or Filipino; a Filipino value left empty shows the English.
 */
export function ContentAdmin() {
  const t = useMessages(operationsMessages);
  const [language, setLanguage] = useState<'en' | 'fil'>('en');
  const { state, reload } = useFetch('content', (signal) => listContent(signal));
  if (state.status === 'error') return <ConsoleLoadFailed onRetry={reload} />;
  if (!state.data) return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title">{t('contentTitle')}</h2>
      <fieldset className="console-checks">
        <legend>{t('language')}</legend>
        {(['en', 'fil'] as const).map((l) => (
          <label key={l} className="console-check">
            <input
              type="radio"
              name="content-language"
              checked={language === l}
              onChange={() => setLanguage(l)}
            />
            {t(`languageName.${l}`)}
          </label>
        ))}
      </fieldset>
      {state.data.data.map((entry) => {
        const texts = Object.entries(entry.values).filter(([, v]) => typeof v === 'string');
        if (texts.length === 0) return null;
        return (
          <section key={entry.type} className="console-card" aria-labelledby={`content-${entry.type}`}>
            <h3 id={`content-${entry.type}`}>{entry.type}</h3>
            {texts.map(([name, english]) => {
              const shown = language === 'fil' ? entry.values_fil[name] : english;
              return (
                <ContentValueForm
                  key={`${name}-${language}`}
                  type={entry.type}
                  name={name}
                  value={typeof shown === 'string' ? shown : ''}
                  language={language}
                />
              );
            })}
          </section>
        );
      })}
    </section>
  );
}
