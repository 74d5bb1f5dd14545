import { useState } from 'react';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ConsoleApplication } from '../api/console-types';
import { consoleMessages } from '../console-messages';
import { RequirementPreview } from './requirement-preview';

/** The uploaded requirements, each opened in a dialog; missing ones said so. */
export function ConsoleRequirements({ requirements }: { requirements: ConsoleApplication['requirements'] }) {
  const t = useMessages(consoleMessages);
  const locale = useLocale((s) => s.locale);
  const [open, setOpen] = useState<{ label: string; url: string } | null>(null);
  return (
    <section aria-labelledby="console-requirements" className="console-card">
      <h2 id="console-requirements">{t('requirements')}</h2>
      <ul className="console-requirements">
        {requirements.map((r) => (
          <li key={r.code}>
            <span>{r.label[locale]}</span>
            {r.url ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setOpen({ label: r.label[locale], url: r.url ?? '' })}
              >
                {t('view', { label: r.label[locale] })}
              </button>
            ) : (
              <span className="console-muted">{t('notUploaded')}</span>
            )}
          </li>
        ))}
      </ul>
      {open ? <RequirementPreview label={open.label} url={open.url} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
