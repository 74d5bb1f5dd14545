import { useMessages } from '@/lib/i18n/use-messages';
import { LANGUAGE_NAMES, LOCALES, useLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import './language-switch.css';
import { shellMessages } from './messages/shell-messages';

/** English | Filipino, in the header and the drawer; the choice is kept on this device. */
export function LanguageSwitch() {
  const t = useMessages(shellMessages);
  const current = useLocale((s) => s.locale);
  return (
    <div role="group" aria-label={t('language')} className="language-switch">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch-option"
          aria-pressed={locale === current}
          onClick={() => void switchLocale(locale)}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
