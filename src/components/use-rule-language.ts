import { use } from 'react';
import { addRuleTranslation, ruleTranslation } from '@/domain/validation/rule-translations';
import { addLanguageLoader } from '@/lib/i18n/define-catalog';
import { getLocale, useLocale, type Locale } from '@/lib/i18n/locale';

let pending: Promise<void> | undefined;

/** Loads the Filipino §5 messages once, in their own chunk: a form in English ships none of them. */
function loadRuleLanguage(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  pending ??= import('@/domain/validation/filipino-rule-translation').then(
    ({ FILIPINO_RULE_TRANSLATION }) => addRuleTranslation('fil', FILIPINO_RULE_TRANSLATION),
    (err: unknown) => {
      pending = undefined; // offline: the next render or switch tries again
      throw err;
    },
  );
  return pending;
}

// A language switch waits for the messages with the catalogues; a page opened in Filipino starts now.
addLanguageLoader(loadRuleLanguage);
if (getLocale() !== 'en') void loadRuleLanguage(getLocale()).catch(() => undefined);

/**
 * The language a form validates in. Like useMessages, it suspends to the nearest Suspense
 * boundary until that language's §5 messages are loaded, so no message shows in English first.
 */
export function useRuleLanguage(): Locale {
  const locale = useLocale((s) => s.locale);
  if (locale !== 'en' && !ruleTranslation(locale)) use(loadRuleLanguage(locale));
  return locale;
}
