import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validate-form';
import { BIN_MASK } from './id-masks';
import { formatBin } from './input-masks';
import { ID_FORMAT_RULES } from '../validation/id-format-rules';
import { registerRuleGroup } from '../validation/rule-registry';

// btax_bin and the other id formats are outside the engine's core: the forms that use them register them.
registerRuleGroup(ID_FORMAT_RULES);

const passes = (rule: string, value: string): boolean => validateForm({ field: rule }, { field: value }).ok;

// Characters that fill a mask's slots, shuffled with junk a resident might type between them.
const digit = fc.constantFrom(...'0123456789');
const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
const junk = fc.constantFrom('', '', '-', ' ', '/', '.');
const typedFor = (mask: string): fc.Arbitrary<string> =>
  fc
    .tuple(...[...mask.replace(/[^0A]/g, '')].map((slot) => fc.tuple(slot === '0' ? digit : alnum, junk)))
    .map((pairs) => pairs.map(([c, j]) => c + j).join(''));

const cases: Array<[string, (raw: string) => string, string, string]> = [
  ['formatBin', (raw) => formatBin(raw), 'btax_bin', BIN_MASK],
];

describe.each(cases)('%s', (_name, format, rule, mask) => {
  it(`produces a value the ${rule} rule accepts from any complete input`, () => {
    fc.assert(
      fc.property(typedFor(mask), (raw) => {
        expect(passes(rule, format(raw))).toBe(true);
      }),
    );
  });

  it('produces either a valid value or an unfinished one from any input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = format(raw);
        expect(passes(rule, out) || out.length < mask.length).toBe(true);
      }),
    );
  });
});

describe('formatBin', () => {
  it('only upper-cases in free-text mode', () =>
    expect(formatBin('abc-1', { freeText: true })).toBe('ABC-1'));

  it('follows the LGU configured mask and its mask rule', () => {
    const out = formatBin('ab1234', { mask: 'AA-0000' });
    expect(out).toBe('AB-1234');
    expect(passes('mask:^[A-Z]{2}-\\d{4}$~AA-0000', out)).toBe(true);
  });
});
