import { AMOUNT_RULES } from './amount-rules';
import { CROSS_FIELD_RULES } from './cross-field-rules';
import { LENGTH_RULES } from './length-rules';
import { NUMBER_RULES } from './number-rules';
import { PHONE_RULES } from './phone-rules';
import { PRESENCE_RULES } from './presence-rules';
import type { RuleFactory } from './rule';
import { TEXT_RULES } from './text-rules';

/** A set of rule names and the factories that compile them (e.g. ID_FORMAT_RULES). */
export type RuleGroup = Readonly<Record<string, RuleFactory>>;

/**
 * The §5 rules every route that validates may need (the login, sign-up, OTP and forgot-password
 * forms use only these). The rarer groups (id-format-rules.ts, age-rules.ts) are not here, so a
 * route that loads the engine does not ship them: see registerRuleGroup.
 */
export const CORE_RULES: RuleGroup = {
  ...PRESENCE_RULES,
  ...TEXT_RULES,
  ...LENGTH_RULES,
  ...NUMBER_RULES,
  ...AMOUNT_RULES,
  ...PHONE_RULES,
  ...CROSS_FIELD_RULES,
};

// Added by whoever declares rule strings that use them (the contract or kind module, so a form
// cannot load those rules without their group), and by the server at start, which validates
// every form. A name not found in either still throws when the form is compiled.
const registered = new Map<string, RuleFactory>();

/** Makes a group's rules known to compileRules; registering a group again changes nothing. */
export function registerRuleGroup(group: RuleGroup): void {
  for (const [name, factory] of Object.entries(group)) {
    if (Object.hasOwn(CORE_RULES, name)) throw new Error(`Rule "${name}" is already a core rule`);
    registered.set(name, factory);
  }
}

/** The factory for a rule name, or undefined (own keys only, so 'constructor' is not a rule). */
export const findRule = (name: string): RuleFactory | undefined =>
  Object.hasOwn(CORE_RULES, name) ? CORE_RULES[name] : registered.get(name);
