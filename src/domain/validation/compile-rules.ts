import { looseObject, pipe, rawCheck } from 'valibot';
import type { GenericSchema } from 'valibot';
import { compileFieldRules } from './compile-field-rules';
import type { Language } from '../constants/languages';
import { fieldLabel } from './field-label';
import { isEmpty, readField } from './rule';
import { ENGLISH_RULE_MESSAGES } from './rule-messages';
import { ruleTranslation } from './rule-translations';

/** Per-form overrides of the derived labels and of single messages. */
export interface CompileOptions {
  /** Labels by field, over fieldLabel's (e.g. { pin: 'OTP' } where `pin` is not a property PIN). */
  labels?: Readonly<Record<string, string>>;
  /** Messages keyed '{field}.{rule}', e.g. { 'mobile_number.required': MOBILE_NUMBER_REQUIRED_MESSAGE }. */
  messages?: Readonly<Record<string, string>>;
  /**
   * The messages' language, English by default. `labels` and `messages` are given in English;
   * in Filipino they are looked up by that text, and stay English where no Filipino is written.
   * A language whose translation was not added (addRuleTranslation) is answered in English.
   */
  language?: Language | undefined;
}

/** A whole form's schema: an object whose named fields follow their rules; other keys pass through. */
export type FormSchema<TValues extends Record<string, unknown> = Record<string, unknown>> = GenericSchema<
  TValues,
  TValues
>;

// Forms often call compileRules on every render with a fresh literal, so the cache is keyed by
// content, not identity; bounded because mask and minimum_amount arguments can come from data.
const cache = new Map<string, FormSchema>();
const CACHE_LIMIT = 200;

/**
 * Compiles a form's §5 rule strings (`{ first_name: 'required|text_vapt' }`) to one valibot schema.
 * Each issue's path[0].key is the field and its message the one to show; one issue per field, the
 * first rule that fails. Unknown rule names throw here, not while validating. `TValues` only types
 * the output for react-hook-form; the rules are what enforce it.
 */
export function compileRules<TValues extends Record<string, unknown> = Record<string, unknown>>(
  rules: Readonly<Record<string, string>>,
  options: CompileOptions = {},
): FormSchema<TValues> {
  const translation = ruleTranslation(options.language);
  const key = JSON.stringify([
    rules,
    options.labels ?? {},
    options.messages ?? {},
    translation && options.language,
  ]);
  const cached = cache.get(key);
  if (cached) return cached as FormSchema<TValues>;

  const fields = Object.entries(rules).map(([field, ruleString]) => ({
    field,
    rules: compileFieldRules(ruleString),
  }));
  const englishLabel = (field: string): string => options.labels?.[field] ?? fieldLabel(field);
  const labelOf = translation ? (field: string) => translation.label(englishLabel(field)) : englishLabel;
  const ruleMessages = translation?.messages ?? ENGLISH_RULE_MESSAGES;
  const override = (english: string | undefined) =>
    translation && english !== undefined ? (translation.formMessages[english] ?? english) : english;
  // One raw check for every field, not one action per field: react-hook-form's resolver sets
  // abortPipeEarly, which would otherwise stop at the first field that fails.
  const schema = pipe(
    looseObject({}, ruleMessages.notAForm),
    rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      for (const { field, rules: fieldRules } of fields) {
        const value = readField(input, field);
        const failed = fieldRules.find(
          ({ rule }) => (rule.checksEmpty || !isEmpty(value)) && !rule.test(value, input),
        );
        if (!failed) continue;
        const message =
          override(options.messages?.[`${field}.${failed.name}`]) ??
          failed.rule.message(labelOf(field), value, labelOf, ruleMessages);
        addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: field, value }] });
      }
    }),
  ) as FormSchema;

  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, schema);
  return schema as FormSchema<TValues>;
}
