/** The portal's languages: English (the source, and the default) and Filipino. */
export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

/** True for 'en' and 'fil', the values a profile's `language` may hold. */
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The Intl locale of each language: dates, money, numbers, and the catalogues' plural rules. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };
