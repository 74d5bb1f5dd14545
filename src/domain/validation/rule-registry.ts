import { AGE_RULES } from './age-rules';
import { AMOUNT_RULES } from './amount-rules';
import { CROSS_FIELD_RULES } from './cross-field-rules';
import { ID_FORMAT_RULES } from './id-format-rules';
import { LENGTH_RULES } from './length-rules';
import { NUMBER_RULES } from './number-rules';
import { PHONE_RULES } from './phone-rules';
import { PRESENCE_RULES } from './presence-rules';
import type { RuleFactory } from './rule';
import { TEXT_RULES } from './text-rules';

/** Every rule name of §5 (and min_age, age-rules.ts) and the factory that compiles it. */
export const RULE_REGISTRY: Readonly<Record<string, RuleFactory>> = {
  ...PRESENCE_RULES,
  ...TEXT_RULES,
  ...LENGTH_RULES,
  ...NUMBER_RULES,
  ...AMOUNT_RULES,
  ...PHONE_RULES,
  ...ID_FORMAT_RULES,
  ...CROSS_FIELD_RULES,
  ...AGE_RULES,
};

/** The factory for a rule name, or undefined (own keys only, so 'constructor' is not a rule). */
export const findRule = (name: string): RuleFactory | undefined =>
  Object.hasOwn(RULE_REGISTRY, name) ? RULE_REGISTRY[name] : undefined;
