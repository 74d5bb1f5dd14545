import type { Language } from '../constants/languages';
import type { Option } from './option';

/** What a person reads for one stored value, in each of the portal's languages. */
export type Wording = Readonly<Record<Language, string>>;

/** The wording of every value of a list: a value without one is a type error. */
export type Wordings<TValue extends string> = Readonly<Record<TValue, Wording>>;

/** Options that send the value and show its words in `language`. */
export const wordedOptions = <TValue extends string>(
  values: readonly TValue[],
  words: Wordings<TValue>,
  language: Language,
): Option<TValue>[] => values.map((value) => ({ value, label: words[value][language] }));

/** The words for a stored value, or the value itself when the list no longer has it (older data). */
export const wordOf = <TValue extends string>(
  words: Wordings<TValue>,
  value: string,
  language: Language,
): string => (Object.hasOwn(words, value) ? words[value as TValue][language] : value);
