import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_FIELDS, UPPERCASE_EXCEPTIONS, uppercasePayload } from './uppercase-payload';

describe('uppercasePayload', () => {
  it('upper-cases text values and leaves numbers, booleans and null alone', () => {
    expect(
      uppercasePayload({ first_name: 'juan', remarks: 'ñino', amount: 12.5, is_voter: true, photo: null }),
    ).toEqual({
      first_name: 'JUAN',
      remarks: 'ÑINO',
      amount: 12.5,
      is_voter: true,
      photo: null,
    });
  });

  it('keeps every field §5 excepts, also inside longer names', () => {
    const payload = {
      email: 'Juan@Mail.ph',
      email_address: 'Juan@Mail.ph',
      password: 'Secret1!',
      password_confirmation: 'Secret1!',
      confirm_password: 'Secret1!',
      code: 'abc',
      region_code: '03a',
      highest_educational_attainment: 'College',
      photo: 'https://cdn/x.png',
      image_url: 'https://cdn/Y.png',
      valid_id_to_present: "DRIVER's LICENSE",
      purpose: 'Passport/Travel',
      recaptcha: 'tOkEn',
      mfa_type: 'email_otp',
    };
    expect(uppercasePayload(payload)).toEqual(payload);
  });

  it('recurses into nested objects and lists', () => {
    expect(
      uppercasePayload({
        activities: [{ line_of_business: 'sari-sari', image_url: 'a/b.png' }],
        tags: ['x'],
      }),
    ).toEqual({
      activities: [{ line_of_business: 'SARI-SARI', image_url: 'a/b.png' }],
      tags: ['X'],
    });
  });

  it('does not change the input object', () => {
    const input = { first_name: 'juan' };
    uppercasePayload(input);
    expect(input.first_name).toBe('juan');
  });

  it('never changes an excepted field and upper-cases every other text field', () => {
    const excepted = fc.constantFrom(...UPPERCASE_EXCEPTIONS, ...PROTOCOL_FIELDS);
    const plainKey = fc
      .stringMatching(/^[a-z]{1,8}(_[a-z]{1,8})?$/)
      .filter((key) => ![...UPPERCASE_EXCEPTIONS, ...PROTOCOL_FIELDS].some((word) => key.includes(word)));
    fc.assert(
      fc.property(
        fc.dictionary(excepted, fc.string()),
        fc.dictionary(plainKey, fc.string()),
        (kept, upper) => {
          const out = uppercasePayload({ ...upper, ...kept });
          for (const [key, value] of Object.entries(kept)) expect(out[key]).toBe(value);
          for (const [key, value] of Object.entries(upper)) expect(out[key]).toBe(value.toUpperCase());
        },
      ),
    );
  });
});
