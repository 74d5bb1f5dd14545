import { parseRuleString } from './parse-rule-string';
import type { Rule } from './rule';
import { findRule } from './rule-registry';

/** A compiled rule with the name it was written as, so a form can override its message. */
export interface NamedRule {
  name: string;
  rule: Rule;
}

const cache = new Map<string, readonly NamedRule[]>();

/**
 * Compiles one field's rule string ('required|email') to its rules, in order; throws on an unknown
 * rule name or a bad argument, naming both, so a typo fails when the form is defined.
 */
export function compileFieldRules(rules: string): readonly NamedRule[] {
  const cached = cache.get(rules);
  if (cached) return cached;
  const compiled = parseRuleString(rules).map(({ name, arg }) => {
    const factory = findRule(name);
    if (!factory) throw new Error(`Unknown validation rule "${name}" in "${rules}"`);
    try {
      return { name, rule: factory(arg) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Invalid validation rule "${name}" in "${rules}": ${reason}`, { cause: error });
    }
  });
  cache.set(rules, compiled);
  return compiled;
}
