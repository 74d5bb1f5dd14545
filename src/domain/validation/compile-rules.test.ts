import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { compileRules } from './compile-rules';
import { MOBILE_NUMBER_REQUIRED_MESSAGE } from './rule-messages';

const signUp = {
  first_name: 'required|text_vapt',
  mobile_number: 'required|mobile_number_63',
  password: 'required|password',
  password_confirmation: 'required|match:password',
  terms_of_service: 'bool_true',
};

describe('compileRules', () => {
  it('reports every failing field with path[0].key and the user-facing message', () => {
    const result = safeParse(compileRules(signUp), {
      first_name: '',
      mobile_number: '0917',
      password: 'Secret1!',
      password_confirmation: 'Secret2!',
    });
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['first_name', 'First Name field is Required'],
      ['mobile_number', 'Mobile Number must be in the format 639XXXXXXXXX'],
      ['password_confirmation', 'Confirm Password must match Password'],
      ['terms_of_service', 'Terms of Service must be accepted'],
    ]);
  });

  it('still reports every field when the pipe aborts early, as the react-hook-form resolver asks', () => {
    const result = safeParse(compileRules(signUp), {}, { abortPipeEarly: true });
    expect(result.issues?.map((issue) => issue.path?.[0]?.key)).toEqual([
      'first_name',
      'mobile_number',
      'password',
      'password_confirmation',
      'terms_of_service',
    ]);
  });

  it('gives one issue per field, from the first rule that fails', () => {
    const result = safeParse(compileRules({ code: 'required|min_six|max_10_digits' }), { code: 'abc' });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Code must be at least 6 characters']);
  });

  it('lets unknown fields through without validating them', () => {
    const result = safeParse(compileRules({ first_name: 'required' }), {
      first_name: 'Juan',
      recaptcha: 123,
    });
    expect(result).toMatchObject({ success: true, output: { first_name: 'Juan', recaptcha: 123 } });
  });

  it('throws on an unknown rule name when compiled, not when validating', () => {
    expect(() => compileRules({ first_name: 'required|txet_vapt' })).toThrow(
      'Unknown validation rule "txet_vapt" in "required|txet_vapt"',
    );
    expect(() => compileRules({ first_name: 'constructor' })).toThrow(/Unknown validation rule/);
    expect(() => compileRules({ first_name: 'required:yes' })).toThrow(/takes no argument/);
  });

  it('returns the same schema for the same rules, even from a fresh object', () => {
    expect(compileRules({ ...signUp })).toBe(compileRules(signUp));
    expect(compileRules(signUp, { labels: { first_name: 'Given Name' } })).not.toBe(compileRules(signUp));
  });

  it('takes per-form labels and messages', () => {
    const schema = compileRules(
      { mobile_number: 'required|mobile_number_63', pin: 'required' },
      { labels: { pin: 'OTP' }, messages: { 'mobile_number.required': MOBILE_NUMBER_REQUIRED_MESSAGE } },
    );
    expect(safeParse(schema, {}).issues?.map((issue) => issue.message)).toEqual([
      'Mobile Number is required.',
      'OTP field is Required',
    ]);
  });

  it('validates a nested field named by its dot path', () => {
    const schema = compileRules({ 'activities.0.capital_amount': 'required|capital_amount' });
    const result = safeParse(schema, { activities: [{ capital_amount: '' }] });
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['activities.0.capital_amount', 'Capital Amount field is Required'],
    ]);
  });

  it('refuses input that is not an object', () => {
    expect(safeParse(compileRules(signUp), 'first_name=Juan').success).toBe(false);
  });
});
