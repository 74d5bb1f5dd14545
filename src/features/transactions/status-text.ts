import { statusInfo } from '@/domain/statuses/application-statuses';
import type { Locale } from '@/lib/i18n/locale';
import { statusMessages } from './status-messages';

type Key = Parameters<typeof statusMessages.t>[0];

/**
 * A status's label and description in `locale`. In English the server's own description wins
 * over the domain's; in Filipino the catalogue's, then the server's English, so an unknown
 * status shows as it came and never as a key.
 */
export function statusText(status: string, locale: Locale, serverDescription?: string) {
  const info = statusInfo(status);
  const english = { label: info.label, description: serverDescription || info.description };
  if (locale === 'en') return english;
  const translated = (kind: 'label' | 'description') => {
    const key = `${kind}.${info.value}` as Key;
    const text = statusMessages.t(key);
    return text === key ? undefined : text;
  };
  return {
    label: translated('label') ?? english.label,
    description: translated('description') ?? english.description,
  };
}
