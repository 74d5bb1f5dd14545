import { safeParse } from 'valibot';
import { expect, it } from 'vitest';
import { compileRules } from './compile-rules';
import { FILIPINO_RULE_TRANSLATION } from './filipino-rule-translation';
import { addRuleTranslation } from './rule-translations';

const messageOf = (language: 'en' | 'fil') =>
  safeParse(compileRules({ first_name: 'required' }, { language }), {}).issues?.[0]?.message;

it('answers in English until the Filipino translation is added, then in Filipino (no stale cache)', () => {
  expect(messageOf('fil')).toBe('First Name field is Required');
  addRuleTranslation('fil', FILIPINO_RULE_TRANSLATION);
  expect(messageOf('fil')).toBe('Kailangan ang Pangalan');
  expect(messageOf('en')).toBe('First Name field is Required');
});
