import { describe, expect, it } from 'vitest';
import { compileRules } from '../validation/compile-rules';
import * as v from 'valibot';
import { canonicalTin, formatTinAsTyped } from './tin';
import { ID_FORMAT_RULES } from '../validation/id-format-rules';
import { registerRuleGroup } from '../validation/rule-registry';

// tin_number is outside the engine's core: the forms that use it register its group.
registerRuleGroup(ID_FORMAT_RULES);

describe('TIN', () => {
  it('is dashed as it is typed', () => {
    expect(formatTinAsTyped('1')).toBe('1');
    expect(formatTinAsTyped('1234')).toBe('123-4');
    expect(formatTinAsTyped('123456789')).toBe('123-456-789');
    expect(formatTinAsTyped('123 456 789 000')).toBe('123-456-789-000');
    expect(formatTinAsTyped('12345678900001999')).toBe('123-456-789-00001');
  });

  it('is kept in one canonical form, whichever form the card carries', () => {
    expect(canonicalTin('123456789')).toBe('123-456-789-00000');
    expect(canonicalTin('123-456-789')).toBe('123-456-789-00000');
    expect(canonicalTin('123-456-789-000')).toBe('123-456-789-00000');
    expect(canonicalTin('123-456-789-001')).toBe('123-456-789-00001');
    expect(canonicalTin('123-456-789-00002')).toBe('123-456-789-00002');
    expect(canonicalTin('')).toBe('');
  });

  it('is accepted by the tin_number rule in the 9-, 12- and 14-digit forms, and nothing else', () => {
    const schema = compileRules({ tin_number: 'tin_number' });
    const ok = (tin: string) => v.safeParse(schema, { tin_number: tin }).success;
    for (const tin of ['123456789', '123-456-789', '123-456-789-000', '123456789000', '123-456-789-00000'])
      expect(ok(tin), tin).toBe(true);
    for (const tin of ['12345678', '123-456-789-0', '123-456-789-0000', 'ABC-456-789', '123-456-789-000000'])
      expect(ok(tin), tin).toBe(false);
    const failed = v.safeParse(schema, { tin_number: '1234' });
    expect(failed.issues?.[0]?.message).toBe(
      'Tax Identification Number (TIN) must be in the format 000-000-000 or 000-000-000-000 or 000-000-000-00000',
    );
  });
});
