import { safeParse } from 'valibot';
import type { Language } from '@/domain/constants/languages';
import type { CompileOptions } from '@/domain/validation/compile-rules';
import { compileRules } from '@/domain/validation/compile-rules';
import { readField, toText } from '@/domain/validation/rule';
import { issueFields, parseWith } from './parse-with';
import './i18n/rule-languages';
import './rule-groups';

/**
 * The fields of a rule set once its rules passed, each as trimmed text ('' when absent): JSON
 * sends numbers where a query string sends text, and the services read both the same way.
 */
export type RuleValues<R> = { readonly [K in keyof R]: string };

/** A field of a body not (yet) validated, as trimmed text; '' for anything but a string or number. */
export const bodyText = (value: unknown): string => (toText(value) ?? '').trim();

/**
 * Validates a payload with the same §5 rule strings the web form uses; a failure is a 422 that
 * names each failing field. Returns exactly the ruled fields, as text.
 */
export function parseRules<R extends Readonly<Record<string, string>>>(
  rules: R,
  body: Record<string, unknown>,
  options?: CompileOptions,
): RuleValues<R> {
  // A failure can be told again in the request's language: the error handler asks for it.
  const inLanguage = (language: Language) => {
    const result = safeParse(compileRules(rules, { ...options, language }), body);
    return result.success ? {} : issueFields(result.issues);
  };
  const valid = parseWith(compileRules(rules, options), body, inLanguage);
  const values: Record<string, string> = {};
  for (const field of Object.keys(rules)) values[field] = bodyText(readField(valid, field));
  return values as RuleValues<R>;
}
