import { getLocale, type Locale } from './locale';

/** Placeholder values of a message: `{count}`, `{amount}`… */
export type MessageValues = Record<string, string | number>;
type Compiled = (values?: MessageValues) => string;
/** A catalogue file as TypeScript types it (the ICU source); scripts/vite-icu-messages.ts compiles it. */
type Source<K extends string> = Record<K, string>;
type Loader<K extends string> = () => Promise<{ default: Source<K> }>;

export interface Catalog<K extends string> {
  /** The message in the current language; English when the Filipino one is missing or not loaded. */
  t: (key: K, values?: MessageValues) => string;
  /** Whether the catalogue of `locale` is in memory. */
  isLoaded: (locale: Locale) => boolean;
  /** Loads the catalogue of `locale` (once; the same promise after). */
  load: (locale: Locale) => Promise<void>;
}

const loaders = new Set<(locale: Locale) => Promise<void>>();

/** Loads every catalogue defined so far in `locale`, so a switch shows no half-translated screen. */
export const loadCatalogs = (locale: Locale) => Promise.all([...loaders].map((load) => load(locale)));

/** Something besides a catalogue that a language needs loaded before a switch shows it. */
export function addLanguageLoader(load: (locale: Locale) => Promise<void>) {
  loaders.add(load);
}

/**
 * An area's catalogue: English imported statically (the source language and the fallback, in the
 * same chunk as the components that use it) and Filipino loaded only when chosen, so an English
 * page ships no Filipino.
 */
export function defineCatalog<K extends string>(en: Source<K>, fil: Loader<K>): Catalog<K> {
  // The plugin turned each ICU string into a function; TypeScript still sees the JSON source.
  const compiled: Partial<Record<Locale, Partial<Record<K, Compiled>>>> = {
    en: en as unknown as Record<K, Compiled>,
  };
  const pending: Partial<Record<Locale, Promise<void>>> = {};
  const catalog: Catalog<K> = {
    t: (key, values) => (compiled[getLocale()]?.[key] ?? compiled.en?.[key] ?? (() => key))(values),
    isLoaded: (locale) => locale in compiled,
    load: (locale) =>
      (pending[locale] ??=
        locale === 'en'
          ? Promise.resolve()
          : fil().then((module) => {
              compiled[locale] = module.default as unknown as Record<K, Compiled>;
            })),
  };
  loaders.add(catalog.load);
  if (getLocale() !== 'en') void catalog.load(getLocale());
  return catalog;
}
