import type { Bilingual } from '@/domain/applications/application-definition';
import { useLocale } from '@/lib/i18n/locale';

/** Picks a definition's words in the chosen language. */
export function useBilingual() {
  const locale = useLocale((s) => s.locale);
  return (words: Bilingual) => (locale === 'fil' ? words.fil : words.en);
}
