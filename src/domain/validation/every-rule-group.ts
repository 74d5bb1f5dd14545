import { AGE_RULES } from './age-rules';
import { ID_FORMAT_RULES } from './id-format-rules';
import { CORE_RULES, registerRuleGroup, type RuleGroup } from './rule-registry';

/** The groups outside the engine's core (rule-registry.ts), each registered by whoever uses it. */
export const OPTIONAL_RULE_GROUPS: readonly RuleGroup[] = [ID_FORMAT_RULES, AGE_RULES];

/** Every rule name of §5 (and min_age) and its factory: the core and every optional group. */
export const EVERY_RULE: RuleGroup = Object.assign({}, CORE_RULES, ...OPTIONAL_RULE_GROUPS) as RuleGroup;

/** Registers every optional group: the server, which validates every form, calls it at start. */
export function registerEveryRuleGroup(): void {
  for (const group of OPTIONAL_RULE_GROUPS) registerRuleGroup(group);
}
