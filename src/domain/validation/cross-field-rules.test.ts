import { describe, expect, it } from 'vitest';
import { validateForm } from './validate-form';

const required = (rule: string, form: Record<string, unknown>): boolean =>
  !validateForm({ year: rule }, { ...form, year: '' }).ok;

describe('required_if', () => {
  it('= requires the field when the other field equals the value', () => {
    expect(required('required_if:transaction_type=DELINQUENT', { transaction_type: 'DELINQUENT' })).toBe(
      true,
    );
    expect(required('required_if:transaction_type=DELINQUENT', { transaction_type: 'QUARTERLY' })).toBe(
      false,
    );
  });

  it('!= requires the field unless the other field equals the value', () => {
    expect(required('required_if:type!=RENEWAL', { type: 'NEW' })).toBe(true);
    expect(required('required_if:type!=RENEWAL', { type: 'RENEWAL' })).toBe(false);
  });

  it('> and < compare numbers', () => {
    expect(required('required_if:amount>0', { amount: '0.01' })).toBe(true);
    expect(required('required_if:amount>0', { amount: 0 })).toBe(false);
    expect(required('required_if:qtr<4', { qtr: 3 })).toBe(true);
    expect(required('required_if:qtr<4', { qtr: '4' })).toBe(false);
    expect(required('required_if:qtr<4', { qtr: 'x' })).toBe(false);
  });

  it('~ requires the field when the other field contains the value', () => {
    expect(required('required_if:purpose~ABROAD', { purpose: 'EMPLOYMENT ABROAD' })).toBe(true);
    expect(required('required_if:ids~PWD ID', { ids: ['PWD ID', 'UMID'] })).toBe(true);
    expect(required('required_if:purpose~ABROAD', { purpose: 'LOAN PURPOSE' })).toBe(false);
  });

  it('EMPTY stands for the empty string', () => {
    expect(required('required_if:email=EMPTY', {})).toBe(true);
    expect(required('required_if:email=EMPTY', { email: '  ' })).toBe(true);
    expect(required('required_if:email!=EMPTY', { email: 'a@b.ph' })).toBe(true);
    expect(required('required_if:email=EMPTY', { email: 'a@b.ph' })).toBe(false);
  });

  it('reads a checkbox true as 1', () => {
    expect(required('required_if:is_representative=1', { is_representative: true })).toBe(true);
    expect(required('required_if:is_representative=1', { is_representative: false })).toBe(false);
  });

  it('reports the field that is required, with the required message', () => {
    const result = validateForm({ year: 'required_if:type=DELINQUENT' }, { type: 'DELINQUENT' });
    expect(result).toEqual({ ok: false, errors: { year: 'Year field is Required' } });
  });

  it('refuses a malformed condition when the form is compiled', () => {
    expect(() => validateForm({ year: 'required_if:type' }, {})).toThrow(/required_if/);
    expect(() => validateForm({ year: 'required_if:amount>many' }, {})).toThrow(/not a number/);
  });
});

describe('match', () => {
  const rules = { password: 'required', password_confirmation: 'required|match:password' };

  it('names both fields in its message', () => {
    expect(validateForm(rules, { password: 'Secret1!', password_confirmation: 'Secret2!' })).toEqual({
      ok: false,
      errors: { password_confirmation: 'Confirm Password must match Password' },
    });
  });

  it('reports a confirmation mismatch even when the password itself fails', () => {
    const result = validateForm(
      { password: 'required|password', password_confirmation: 'match:password' },
      { password: 'weak', password_confirmation: 'other' },
    );
    expect(result.ok ? {} : Object.keys(result.errors)).toEqual(['password', 'password_confirmation']);
  });

  it('accepts equal values, numbers compared as text', () => {
    expect(validateForm({ a: 'match:b' }, { a: 1234, b: '1234' }).ok).toBe(true);
  });

  it('matches no object, even one whose toString is not a function (a JSON payload can send one)', () => {
    const hostile = JSON.parse('{"toString":"","valueOf":""}') as unknown;
    expect(validateForm({ a: 'match:b' }, { a: hostile, b: 'x' })).toEqual({
      ok: false,
      errors: { a: 'A must match B' },
    });
    expect(validateForm({ a: 'match:b' }, { a: 'x', b: hostile }).ok).toBe(false);
  });
});

describe('required_if on an object value', () => {
  it('reads an object (or a list holding one) as no text, without throwing', () => {
    const hostile = JSON.parse('{"toString":""}') as unknown;
    expect(required('required_if:type=NEW', { type: hostile })).toBe(false);
    expect(required('required_if:type!=NEW', { type: hostile })).toBe(true);
    expect(required('required_if:ids~PWD ID', { ids: [hostile, 'PWD ID'] })).toBe(true);
  });
});
