import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validate-form';
import { BIN_MASK, OWNER_ID_MASK, PIN_MASK, TDN_MASK, TIN_NO_MASK, TIN_NUMBER_MASK } from './id-masks';
import { formatBin, formatMobilePlus63, formatOwnerId, formatPin, formatTdn, formatTin } from './input-masks';

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
  ['formatPin', (raw) => formatPin(raw), 'pin_no', PIN_MASK],
  ['formatTin', (raw) => formatTin(raw), 'tin_no', TIN_NO_MASK],
  ['formatTin with the long mask', (raw) => formatTin(raw, TIN_NUMBER_MASK), 'tin_number', TIN_NUMBER_MASK],
  ['formatTdn', (raw) => formatTdn(raw), 'tdn_no', TDN_MASK],
  ['formatOwnerId', formatOwnerId, 'owner_id', OWNER_ID_MASK],
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

describe('formatMobilePlus63', () => {
  it.each([
    ['09171234567', '+63 9171234567'],
    ['+63 917 123 4567', '+63 9171234567'],
    ['917', '+63 917'],
    ['0', ''],
  ])('formats %j as %j', (raw, out) => expect(formatMobilePlus63(raw)).toBe(out));

  it('produces a value the mobile_number_+63 rule accepts from any complete number', () => {
    const national = fc.array(digit, { minLength: 9, maxLength: 9 }).map((d) => `9${d.join('')}`);
    const prefix = fc.constantFrom('', '0', '63', '+63 ', '+63');
    fc.assert(
      fc.property(prefix, national, junk, (p, n, j) => {
        expect(passes('mobile_number_+63', formatMobilePlus63(`${p}${n.slice(0, 3)}${j}${n.slice(3)}`))).toBe(
          true,
        );
      }),
    );
  });

  it('produces either a valid value or an unfinished one from any input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = formatMobilePlus63(raw);
        expect(passes('mobile_number_+63', out) || out.length < '+63 9XXXXXXXXX'.length).toBe(true);
      }),
    );
  });
});
