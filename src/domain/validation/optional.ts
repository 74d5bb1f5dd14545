import { parseRuleString } from './parse-rule-string';

/** `required|integer` → `integer`: what a rule string's type becomes once `required` is dropped. */
export type OptionalRule<R extends string> = R extends `required|${infer Rest}` ? Rest : string;

/**
 * The same rules for a field that may be left empty: drops `required` (the other rules let an
 * empty value pass, §5), so an optional field reuses its required twin's checks. Parsed rather
 * than searched, so a mask's pattern that spells `required` stays whole.
 */
export function optional<R extends string>(rule: R): OptionalRule<R> {
  return parseRuleString(rule)
    .filter(({ name }) => name !== 'required')
    .map(({ name, arg }) => (arg === undefined ? name : `${name}:${arg}`))
    .join('|') as OptionalRule<R>;
}
