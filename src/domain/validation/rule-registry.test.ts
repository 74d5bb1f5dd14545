import { describe, expect, it } from 'vitest';
import { compileRules } from './compile-rules';
import { ID_FORMAT_RULES } from './id-format-rules';
import { CORE_RULES, registerRuleGroup } from './rule-registry';

// Own module graph per test file: nothing here registered a group before these tests run.
describe('rule groups', () => {
  it('keeps the optional groups out of the core', () => {
    expect(Object.hasOwn(CORE_RULES, 'tin_no')).toBe(false);
    expect(Object.hasOwn(CORE_RULES, 'min_age')).toBe(false);
  });

  it('refuses a rule of a group not registered, naming it, when the form is compiled', () => {
    expect(() => compileRules({ tin: 'required|tin_no_3' })).toThrow('Unknown validation rule "tin_no_3"');
  });

  it('knows a group once registered, and a second registration changes nothing', () => {
    registerRuleGroup(ID_FORMAT_RULES);
    registerRuleGroup(ID_FORMAT_RULES);
    expect(() => compileRules({ tin: 'required|tin_no_3' })).not.toThrow();
    expect(() => compileRules({ tin: 'required|tin_nope' })).toThrow('Unknown validation rule "tin_nope"');
  });

  it('refuses a group that would replace a core rule', () => {
    expect(() => registerRuleGroup({ required: () => ({ test: () => true, message: () => '' }) })).toThrow(
      'already a core rule',
    );
  });
});
