import type { Language } from '../constants/languages';
import type { RuleMessages } from './rule-messages';

/** The §5 messages in a language other than English, with its labels and form-specific messages. */
export interface RuleTranslation {
  messages: RuleMessages;
  /** A field's label in this language, from its English label (English where none is written). */
  label: (englishLabel: string) => string;
  /** Messages a form gives in English (CompileOptions.messages), keyed by that English text. */
  formMessages: Readonly<Record<string, string>>;
}

// Added by whoever needs the language: the server at start, the web app when Filipino is chosen
// (so an English page ships none of it).
const translations: Partial<Record<Language, RuleTranslation>> = {};

/** Makes `language`'s §5 messages available to compileRules. */
export function addRuleTranslation(language: Exclude<Language, 'en'>, translation: RuleTranslation) {
  translations[language] = translation;
}

/** The translation compileRules uses for `language`; none for English or one not added (English). */
export function ruleTranslation(language: Language | undefined): RuleTranslation | undefined {
  return language && language !== 'en' ? translations[language] : undefined;
}
