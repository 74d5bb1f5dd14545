import { describe, expect, it } from 'vitest';
import { EVERY_RULE, registerEveryRuleGroup } from './every-rule-group';
import { validateForm } from './validate-form';

// The table covers every rule, the optional groups' too (as the server, which registers them all).
registerEveryRuleGroup();

// [rule string, values that pass, values that fail, the message, other fields of the form]
type Row = [rule: string, pass: unknown[], fail: unknown[], message: string, input?: Record<string, unknown>];

const fmt = (example: string) => `Field must be in the format ${example}`;
const a = (n: number) => 'a'.repeat(n);

const ROWS: Row[] = [
  ['required', ['x', 0, ['a']], ['', '   ', null, undefined, []], 'Field field is Required'],
  ['bool_true', [true, '1', 1, 'true'], [false, '0', undefined], 'Field must be accepted'],
  ['array', [['a'], [1, 2]], ['a', 5], 'Field must be a list'],
  [
    'email',
    ['juan@example.com', 'a.b+c@lgu.gov.ph'],
    ['juan@', 'juan@example', 'juan x@example.com'],
    'Must be a valid Email',
  ],
  [
    'password',
    ['Abcdef1!', 'P@ssw0rd123'],
    ['abcdef1!', 'Abcdefgh1', 'Abc1!', 'ABCDEF1!'],
    'Field must have at least 8 characters, with an uppercase and a lowercase letter, a number and a symbol',
  ],
  [
    'text_vapt',
    ['Juan Dela Cruz', 'Ma. Niña'],
    ['Juan1', "O'Brien"],
    'Field may only contain letters, spaces, dots and ñ',
  ],
  [
    'date',
    ['01/31/2024', '02/29/2024'],
    ['02/30/2023', '2024-01-31', '13/01/2024'],
    'Field must be a valid date (MM/DD/YYYY)',
  ],
  ['mask:^\\d{3}-\\d{2}$~000-00', ['123-45', '000-00'], ['12345', '123-456'], fmt('000-00')],
  ['mask:^(\\d{3}|[A-Z]{2})$~000 or AA', ['123', 'AB'], ['12', 'ABC'], fmt('000 or AA')],
  ['min_six', ['123456', 'abcdefg'], ['12345', 'a'], 'Field must be at least 6 characters'],
  ['min_2_char', ['ab', 'abc'], ['a', 7], 'Field must be at least 2 characters'],
  ['min_3_char', ['abc', 1234], ['ab', 'a'], 'Field must be at least 3 characters'],
  ['min_5_char', ['abcde', '12345678'], ['abcd', 'a'], 'Field must be at least 5 characters'],
  ['min_3_accept', ['abc', ['a', 'b', 'c']], ['ab', ['a']], 'Field must have at least 3 characters or items'],
  ['min_3_digits', ['123', '12345'], ['12', '12a'], 'Field must be at least 3 digits'],
  ['max_10_digits', ['1', '1234567890'], ['12345678901', '12a'], 'Field must be digits only, at most 10'],
  ['max_15_char', [a(15), 'abc'], [a(16), a(20)], 'Field must not be more than 15 characters'],
  ['max_20_char', [a(20), 'abc'], [a(21), a(30)], 'Field must not be more than 20 characters'],
  ['max_30_char', [a(30), 'abc'], [a(31), a(40)], 'Field must not be more than 30 characters'],
  ['max_50_char', [a(50), 'abc'], [a(51), a(60)], 'Field must not be more than 50 characters'],
  ['max_100_char', [a(100), 'abc'], [a(101), a(120)], 'Field must not be more than 100 characters'],
  ['max_150_char', [a(150), 'abc'], [a(151), a(200)], 'Field must not be more than 150 characters'],
  ['max_255_char', [a(255), a(151)], [a(256), a(300)], 'Field must not be more than 255 characters'],
  ['number', ['123', '12.50', 7], ['12a', '-5', '1.'], 'Field must be a number'],
  ['integer', ['42', '-3', 7], ['4.2', 'abc'], 'Field must be a whole number'],
  ['between1-10', ['1', '10', 5.5], ['0', '11', 'x'], 'Field must be between 1 and 10'],
  ['number_range:5-20', ['5', '20', 12], ['4.99', '21'], 'Field must be between 5 and 20'],
  ['minimum:3', ['3', 10], ['2', 'abc'], 'Field must be at least 3'],
  ['minimum_amount:20', ['20', '1000000'], ['19.99', '0'], 'Value must be greater than or equal to ₱20'],
  [
    'amount',
    ['0.01', '999999999999.99'],
    ['1000000000000.00', '1000000000001'],
    'Value must be less than or equal to ₱999,999,999,999.99',
  ],
  [
    'no_min_amount',
    ['0', '999999999999.99'],
    ['1000000000000.00', '9999999999999'],
    'Value must be less than or equal to ₱999,999,999,999.99',
  ],
  [
    'capital_amount',
    ['0', '9999999999.99'],
    ['10000000000.00', '99999999999'],
    'Value must be less than or equal to ₱9,999,999,999.99',
  ],
  [
    'gross_amount',
    ['0', '999999999999.99'],
    ['1000000000000.00', '1000000000001'],
    'Value must be less than or equal to ₱999,999,999,999.99',
  ],
  [
    'amount_150k',
    ['150000', '150000.01'],
    ['149999.99', '100'],
    'Value must be greater than or equal to ₱150,000',
  ],
  [
    'max_bill_amount',
    ['100000.00', '99.99'],
    ['100000.01', 200000],
    'Value must be less than or equal to ₱100,000',
  ],
  ['min_bill_amount', ['100.00', 100000], ['99.99', '0'], 'Value must be greater than or equal to ₱100'],
  ['mobile_number', ['09171234567', '09991234567'], ['9171234567', '639171234567'], fmt('09XXXXXXXXX')],
  ['mobile_number_63', ['639171234567', 639991234567], ['09171234567', '638171234567'], fmt('639XXXXXXXXX')],
  [
    'mobile_number_63_req',
    ['639171234567', '632123456789'],
    ['63917123456', '09171234567'],
    fmt('63XXXXXXXXXX'),
  ],
  [
    'mobile_number_+63',
    ['+63 9171234567', '+63 9991234567'],
    ['+639171234567', '+63 8171234567'],
    fmt('+63 9XXXXXXXXX'),
  ],
  [
    'telephone',
    ['1234567', '12345678', '02-1234-5678'],
    ['123456', '123456789', '021-234-5678'],
    fmt('7 digits or 8 digits or 00-0000-0000'),
  ],
  // The 9-, 12- and 14-digit forms BIR cards carry, dashed or not (issue 30: 123456789 and
  // 123-456-789-000 were refused).
  [
    'tin_number',
    ['123-456-789-00000', '000-000-000-00001', '123-456-789-000', '12345678900000', '123456789'],
    ['123-456-789-0000', '1234567890', '123-456-78'],
    fmt('000-000-000 or 000-000-000-000 or 000-000-000-00000'),
  ],
  ['tin_no', ['123-456-789-000', '000-111-222-333'], ['123456789000', '123-456-789'], fmt('000-000-000-000')],
  ['tin_no_2', ['123-456-789', '000-000-000'], ['123456789', '123-456-7890'], fmt('000-000-000')],
  ['tin_no_3', ['123-456-7890', '000-000-0000'], ['123-456-789', '1234567890'], fmt('000-000-0000')],
  [
    'btax_bin',
    ['123-45-6789-1234567', '000-00-0000-0000000'],
    ['123-45-6789-123456', '1234567891234567'],
    fmt('000-00-0000-0000000'),
  ],
  [
    'bin_pre_registration',
    ['123-45-6789-1234567', '999-99-9999-9999999'],
    ['123-45-678-1234567', 'ABC-45-6789-1234567'],
    fmt('000-00-0000-0000000'),
  ],
  [
    'rptax_tdn',
    ['AB-12345-67890', '01-12345-67890'],
    ['AB-1234-67890', 'AB1234567890'],
    fmt('AA-00000-00000'),
  ],
  [
    'tdn_no',
    ['GR-12345-67890', 'ab-12345-67890'],
    ['G-12345-67890', 'GR-12345-6789X'],
    fmt('AA-00000-00000'),
  ],
  ['tdn_no_2', ['A-123-45678', '1-123-45678'], ['AB-123-45678', 'A-12-45678'], fmt('A-000-00000')],
  [
    'rptax_pin',
    ['123-45-678-901-234-B1001', '123-45-678-901-234-ABCDE'],
    ['123-45-678-901-234', '123-45-678-901-234-B100'],
    fmt('000-00-000-000-000-AAAAA'),
  ],
  [
    'rptax_pin_short',
    ['123-45-678-901-234', '000-00-000-000-000'],
    ['123-45-678-901-2345', '12345678901234'],
    fmt('000-00-000-000-000'),
  ],
  [
    'rptax_pin_csv',
    ['123-45-678-901-2345', '000-00-000-000-0000'],
    ['123-45-678-901-234', '123-45-678-9012-345'],
    fmt('000-00-000-000-0000'),
  ],
  [
    'pin_no',
    ['123-45-678-901-234', '999-99-999-999-999'],
    ['123-45-678-901', '123-45-678-901-23A'],
    fmt('000-00-000-000-000'),
  ],
  [
    'philhealth',
    ['12-345678901-2', '123-456-78'],
    ['12-34567890-12', '123456789012'],
    fmt('00-000000000-0 or 000-000-00'),
  ],
  [
    'pagibig',
    ['1234-5678-90-12', '0000-0000-00-00'],
    ['123456789012', '1234-5678-901-2'],
    fmt('0000-0000-00-00'),
  ],
  ['gsis', ['123-456-7890', '000-000-0000'], ['1234567890', '123-4567-890'], fmt('000-000-0000')],
  ['or_no', ['A123456789', 'B000000001'], ['A12345678', 'AB12345678'], fmt('A000000000')],
  ['dti_no', ['AB123456789', '123456789'], ['AB12345678', '12345678'], fmt('AA000000000 or 000000000')],
  [
    'sec_no',
    ['CS201912345', 'A1B2C3D4E5F6G7H8I9J0'],
    ['CS20191234', 'A1B2C3D4E5F6G7H8I9J'],
    fmt('AA000000000 or 20 letters or digits'),
  ],
  ['cda_no', ['AB123456789', 'CD000000000'], ['AB12345678', '123456789'], fmt('AA000000000')],
  ['zip_code', ['2000', '1000'], ['200', '20000'], fmt('0000')],
  ['owner_id', ['ABC123456', '000000001'], ['ABC12345', 'ABC-12345'], fmt('AAAAAAAAA')],
  // Decades either side of 60 years ago, so the rows hold whatever day the tests run.
  [
    'min_age:60',
    ['1950-01-31', '01/31/1950', 'not a date'],
    ['2001-06-15', '06/15/2001'],
    'Field must be at least 60 years ago',
  ],
  [
    'match:other',
    ['Secret1!', 'Secret1!'],
    ['secret1!', 'Secret1'],
    'Field must match Other',
    { other: 'Secret1!' },
  ],
  ['required_if:kind=X', ['a', 0], ['', null], 'Field field is Required', { kind: 'X' }],
];

const messageFor = (
  rule: string,
  value: unknown,
  input: Record<string, unknown> = {},
): string | undefined => {
  const result = validateForm({ field: rule }, { ...input, field: value });
  return result.ok ? undefined : result.errors.field;
};

describe.each(ROWS)('rule %s', (rule, pass, fail, message, input) => {
  it.each(pass.map((v) => [v]))('accepts %j', (value) =>
    expect(messageFor(rule, value, input)).toBeUndefined(),
  );
  it.each(fail.map((v) => [v]))('rejects %j with its message', (value) =>
    expect(messageFor(rule, value, input)).toBe(message),
  );
});

describe('the rule table', () => {
  const tested = new Set(ROWS.map(([rule]) => rule.split(':')[0]));

  it('has a row for every rule in the registry', () => {
    expect(Object.keys(EVERY_RULE).filter((name) => !tested.has(name))).toEqual([]);
  });

  it.each(ROWS.filter(([rule]) => !/^(required|bool_true|required_if)\b/.test(rule)).map(([rule]) => [rule]))(
    'lets %s pass an empty value so optional fields work',
    (rule) => {
      for (const empty of ['', '  ', null, undefined]) expect(messageFor(rule, empty)).toBeUndefined();
    },
  );
});
