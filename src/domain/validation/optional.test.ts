import { describe, expect, it } from 'vitest';
import { optional } from './optional';
import { validateForm } from './validate-form';

describe('optional', () => {
  it('drops required and keeps every other rule', () => {
    expect(optional('required|integer|number_range:1-4')).toBe('integer|number_range:1-4');
    expect(optional('email|required|max_100_char')).toBe('email|max_100_char');
    expect(optional('email|max_100_char')).toBe('email|max_100_char');
  });

  it('keeps required_if, and a mask whose pattern spells required', () => {
    expect(optional('required_if:transaction_type=DELINQUENT|integer')).toBe(
      'required_if:transaction_type=DELINQUENT|integer',
    );
    expect(optional('required|mask:^(a|required|b)$~a, required or b')).toBe(
      'mask:^(a|required|b)$~a, required or b',
    );
  });

  it('lets an empty value pass while a wrong one still fails', () => {
    const rules = { qtr: optional('required|integer|number_range:1-4') };
    expect(validateForm(rules, { qtr: '' }).ok).toBe(true);
    expect(validateForm(rules, { qtr: '5' }).ok).toBe(false);
  });
});
