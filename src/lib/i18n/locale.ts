import { create } from 'zustand';
import { INTL_LOCALE, LANGUAGES, isLanguage, type Language } from '@/domain/constants/languages';
import { readStored, writeStored } from '../storage';

/** The portal's languages, as the domain (and so the profile's `language`) spells them. */
export const LOCALES = LANGUAGES;
export type Locale = Language;

function storedLocale(): Locale {
  const stored = readStored('locale');
  return isLanguage(stored) ? stored : 'en';
}

/** The language on this device; components read it through useMessages or useLocale. */
export const useLocale = create<{ locale: Locale }>(() => ({ locale: storedLocale() }));

/** The current language, outside React (formatters, plain functions). */
export const getLocale = (): Locale => useLocale.getState().locale;

/** The current Intl locale ('en-PH' | 'fil-PH') for Intl formatters. */
export const getIntlLocale = (): string => INTL_LOCALE[getLocale()];

/**
 * What a public content read (site content, pages, the services menu) adds to its address in
 * Filipino: the server answers by Accept-Language, and the address keeps the service worker's
 * cached English and Filipino answers apart.
 */
export const contentLanguageQuery = (): { lang?: 'fil' } => (getLocale() === 'fil' ? { lang: 'fil' } : {});

// The server paints a deep-linked page's first frame in English unless this cookie says otherwise.
function keepLocaleCookie(locale: Locale) {
  document.cookie = `locale=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Sets the language now, remembers it on the device and on <html lang> (screen readers, hyphenation). */
export function applyLocale(locale: Locale) {
  writeStored('locale', locale);
  keepLocaleCookie(locale);
  document.documentElement.lang = locale;
  useLocale.setState({ locale });
}

document.documentElement.lang = getLocale();
if (getLocale() !== 'en') keepLocaleCookie(getLocale());

/** Each language's name in itself, as a switch offers it (GOV.UK: 'English | Cymraeg'). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fil: 'Filipino' };
