import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { compileRules } from './compile-rules';
import type { CompileOptions } from './compile-rules';
import { EVERY_RULE, registerEveryRuleGroup } from './every-rule-group';
import { MOBILE_NUMBER_REQUIRED_MESSAGE } from './rule-messages';
import { FILIPINO_RULE_TRANSLATION } from './filipino-rule-translation';
import { addRuleTranslation } from './rule-translations';

addRuleTranslation('fil', FILIPINO_RULE_TRANSLATION);
registerEveryRuleGroup();

const messagesOf = (rules: Record<string, string>, values: unknown, options: CompileOptions = {}) =>
  safeParse(compileRules(rules, options), values).issues?.map((issue) => issue.message) ?? [];

// An argument for each rule that needs one, so every rule of the registry can be compiled.
const ARGS: Record<string, string> = {
  match: 'other',
  required_if: 'other=1',
  number_range: '1-5',
  minimum: '3',
  minimum_amount: '100',
  mask: '^A$~A',
  min_age: '60',
};
const FAILING_VALUES: unknown[] = ['', '%', '-5', '99999999999999999', 'abcdefghij'.repeat(30), '2020-01-01'];

describe('compileRules in Filipino', () => {
  it('gives the Filipino message and label: Kailangan ang Pangalan', () => {
    expect(messagesOf({ first_name: 'required' }, {}, { language: 'fil' })).toEqual([
      'Kailangan ang Pangalan',
    ]);
    expect(messagesOf({ first_name: 'required' }, {}, { language: 'en' })).toEqual([
      'First Name field is Required',
    ]);
  });

  it('names the format the value must take, masks unchanged', () => {
    expect(
      messagesOf({ mobile_number: 'mobile_number_63' }, { mobile_number: '0917' }, { language: 'fil' }),
    ).toEqual(['Dapat nasa anyong 639XXXXXXXXX ang Numero ng Mobile']);
    expect(messagesOf({ telephone: 'telephone' }, { telephone: '1' }, { language: 'fil' })).toEqual([
      'Dapat nasa anyong 7 digit o 8 digit o 00-0000-0000 ang Telepono',
    ]);
  });

  it('writes peso limits as English does (₱100,000) inside the Filipino sentence', () => {
    expect(messagesOf({ amount: 'max_bill_amount' }, { amount: '100000.01' }, { language: 'fil' })).toEqual([
      'Dapat hindi hihigit sa ₱100,000 ang halaga',
    ]);
  });

  it("translates a form's English labels and messages by their text, and keeps English where none is written", () => {
    const options: CompileOptions = {
      language: 'fil',
      labels: { email: 'Mobile Number', code: 'Reference Code' },
      messages: { 'mobile_number.required': MOBILE_NUMBER_REQUIRED_MESSAGE, 'pin.required': 'Type the PIN.' },
    };
    expect(
      messagesOf(
        { email: 'required', code: 'required', mobile_number: 'required', pin: 'required' },
        {},
        options,
      ),
    ).toEqual([
      'Kailangan ang Numero ng Mobile',
      'Kailangan ang Reference Code',
      'Kailangan ang Numero ng Mobile.',
      'Type the PIN.',
    ]);
  });

  it('names the other field of match in Filipino too', () => {
    const rules = { password: 'required', password_confirmation: 'match:password' };
    const values = { password: 'Secret1!', password_confirmation: 'x' };
    expect(messagesOf(rules, values, { language: 'fil' })).toEqual([
      'Dapat kapareho ng Password ang Kumpirmasyon ng Password',
    ]);
  });

  it('keeps the English and Filipino schemas apart in the cache', () => {
    expect(compileRules({ a: 'required' }, { language: 'fil' })).not.toBe(compileRules({ a: 'required' }));
  });

  it.each(Object.keys(EVERY_RULE))('has a Filipino message for %s', (name) => {
    const rules = { field: ARGS[name] ? `${name}:${ARGS[name]}` : name };
    const value = FAILING_VALUES.find((v) => messagesOf(rules, { field: v, other: '1' }).length > 0);
    expect(value, `no sample value fails ${name}`).toBeDefined();
    const english = messagesOf(rules, { field: value, other: '1' });
    const filipino = messagesOf(rules, { field: value, other: '1' }, { language: 'fil' });
    expect(filipino).toHaveLength(1);
    expect(filipino[0]).not.toBe(english[0]);
  });
});
