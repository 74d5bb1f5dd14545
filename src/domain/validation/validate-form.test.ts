import { describe, expect, it } from 'vitest';
import { validateForm } from './validate-form';

describe('validateForm', () => {
  const login = { mobile_number: 'required|mobile_number_63', password: 'required' };

  it('returns the values when every rule passes', () => {
    expect(validateForm(login, { mobile_number: '639171234567', password: 'x', extra: true })).toEqual({
      ok: true,
      value: { mobile_number: '639171234567', password: 'x', extra: true },
    });
  });

  it('returns the first message of each failing field', () => {
    expect(validateForm(login, { mobile_number: '', password: '' })).toEqual({
      ok: false,
      errors: { mobile_number: 'Mobile Number field is Required', password: 'Password field is Required' },
    });
  });

  it('files a non-object body under the empty key', () => {
    expect(validateForm(login, null)).toEqual({
      ok: false,
      errors: { '': 'Expected the form fields as an object' },
    });
  });
});
