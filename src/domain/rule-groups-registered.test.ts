import { describe, expect, it, vi } from 'vitest';
import { parseRuleString } from './validation/parse-rule-string';
import { EVERY_RULE } from './validation/every-rule-group';

// A rule outside the engine's core compiles only once its group is registered (rule-registry.ts),
// and whoever declares a rule string with one registers the group: the kind module, or the
// contract the form and the server share. A route loads only that module, so each is loaded
// here alone, in a module graph of its own, and each of its rule strings compiled there.
const KINDS = import.meta.glob(['./applications/kinds/*.ts', '!./applications/kinds/*.*.ts']);
const CONTRACTS = import.meta.glob(['./contracts/*.ts', '!./contracts/*.test.ts']);

// A rule string: every rule of it is one the engine has (in some group); labels and messages are not.
const isRuleString = (text: string) => {
  const names = parseRuleString(text).map(({ name }) => name);
  return names.length > 0 && names.every((name) => Object.hasOwn(EVERY_RULE, name));
};

// The rule strings of a module's exports: a kind's are its fields' `rules`; a contract's are
// property values and what its rule builders (`btaxBinRule()`) give by default. Lists are not
// walked: they hold field names (a kind's identity `['tin_no']`), some of which are rule names.
function ruleStrings(value: unknown, onlyKey: string | undefined, seen = new Set<unknown>()): string[] {
  if (typeof value === 'function')
    return /Rules?$/.test(value.name) && value.length === 0 ? ruleStrings(value(), onlyKey, seen) : [];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string'
      ? !Array.isArray(value) && (onlyKey ?? key) === key && isRuleString(inner)
        ? [inner]
        : []
      : ruleStrings(inner, onlyKey, seen),
  );
}

async function compileAlone(load: (() => Promise<unknown>) | undefined, onlyKey?: string) {
  if (!load) throw new Error('no such module');
  vi.resetModules();
  const strings = ruleStrings(await load(), onlyKey);
  const { compileFieldRules } = await import('./validation/compile-field-rules');
  const failed = strings.flatMap((rules) => {
    try {
      compileFieldRules(rules);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });
  return { strings, failed };
}

describe.each([
  ['kind', KINDS, 'rules'],
  ['contract', CONTRACTS, undefined],
] as const)('every %s module', (_, modules, onlyKey) => {
  it.each(Object.entries(modules))('%s registers the rule groups its rules use', async (_path, load) => {
    const { failed } = await compileAlone(load, onlyKey);
    expect(failed).toEqual([]);
  });
});

describe('the walk', () => {
  it('finds the rule strings of a kind and of a contract', async () => {
    const kind = await compileAlone(KINDS['./applications/kinds/senior-citizen-new.ts'], 'rules');
    expect(kind.strings.some((rules) => rules.includes('min_age:60'))).toBe(true);
    const contract = await compileAlone(CONTRACTS['./contracts/business-tax.ts']);
    expect(contract.strings).toContain('required|btax_bin');
  });
});
