import { describe, expect, it } from 'vitest';
import { validateForm } from './validate-form';

const passes = (rule: string, value: unknown): boolean => validateForm({ field: rule }, { field: value }).ok;

describe('password rule', () => {
  it('refuses 7 characters even with a symbol', () => expect(passes('password', 'Abcde1!')).toBe(false));
  it('refuses 7 characters without a symbol', () => expect(passes('password', 'Abcde12')).toBe(false));
  it('accepts 8 characters with upper, lower, digit and symbol', () =>
    expect(passes('password', 'Abcdef1!')).toBe(true));
  it('refuses 8 characters without a symbol', () => expect(passes('password', 'Abcdef12')).toBe(false));
  it('does not count a space as the symbol', () => expect(passes('password', 'Abcdef1 ')).toBe(false));
  it('names the requirements in its message', () => {
    const result = validateForm({ password: 'password' }, { password: 'short' });
    expect(result).toEqual({
      ok: false,
      errors: {
        password:
          'Password must have at least 8 characters, with an uppercase and a lowercase letter, a number and a symbol',
      },
    });
  });
});

describe('date rule', () => {
  it('knows leap years', () => {
    expect(passes('date', '02/29/2024')).toBe(true);
    expect(passes('date', '02/29/2023')).toBe(false);
  });
});

describe('mask rule', () => {
  it('keeps a regex that contains | whole and applies the following rules', () => {
    const rules = { bin: 'mask:^(\\d{3}|\\d{4})$~000 or 0000|max_15_char' };
    expect(validateForm(rules, { bin: '1234' }).ok).toBe(true);
    expect(validateForm(rules, { bin: '12' })).toEqual({
      ok: false,
      errors: { bin: 'Business Identification Number (BIN) must be in the format 000 or 0000' },
    });
  });

  it('throws when the form is compiled if the regex is invalid or the example is missing', () => {
    expect(() => validateForm({ bin: 'mask:([0-9~000' }, {})).toThrow(/Invalid validation rule "mask"/);
    expect(() => validateForm({ bin: 'mask:^\\d+$' }, {})).toThrow(/regex.*example/);
  });
});
