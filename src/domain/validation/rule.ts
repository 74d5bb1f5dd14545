import type { RuleMessages } from './rule-messages';

/** The whole form, so cross-field rules (match, required_if) can read other fields. */
export type FormInput = Readonly<Record<string, unknown>>;

/** One compiled rule of the §5 rule engine. */
export interface Rule {
  /** True when the value passes. */
  test(value: unknown, input: FormInput): boolean;
  /**
   * The user-facing message for a failing value, in the language of `messages` (and of `label`);
   * `labelOf` names other fields (for match).
   */
  message(label: string, value: unknown, labelOf: (field: string) => string, messages: RuleMessages): string;
  /** Presence rules judge empty values; every other rule lets them pass so optional fields work. */
  checksEmpty?: boolean;
}

/** Builds a rule from the text after the colon; throws on a bad argument so typos fail at compile time. */
export type RuleFactory = (arg: string | undefined) => Rule;

/** True for null, undefined, a blank string and an empty array: what `required` refuses. */
export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The value as text when it is a string or a number (form values arrive as either), else null. */
export const toText = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/** Wraps a rule that takes no argument, refusing one (`required:x` is a typo, not a variant). */
export const noArg =
  (rule: Rule): RuleFactory =>
  (arg) => {
    if (arg !== undefined) throw new Error(`takes no argument, got "${arg}"`);
    return rule;
  };

/** Returns the argument or throws when a rule that needs one has none. */
export const needArg = (arg: string | undefined): string => {
  if (arg === undefined || arg === '') throw new Error('needs an argument after the colon');
  return arg;
};

/** A rule that passes when the value, as text, matches one of the regexes. */
export const patternRule = (
  patterns: readonly RegExp[],
  message: (label: string, messages: RuleMessages) => string,
): RuleFactory =>
  noArg({
    test: (value) => {
      const text = toText(value);
      return text !== null && patterns.some((p) => p.test(text));
    },
    message: (label, _value, _labelOf, messages) => message(label, messages),
  });

/** Reads a field by name, or by dot path (`activities.0.amount`) when no key has that exact name. */
export const readField = (input: FormInput, field: string): unknown => {
  if (field in input) return input[field];
  let current: unknown = input;
  for (const key of field.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
};
