import { describe, expect, it } from 'vitest';
import { maskContact, maskForOtpMessage } from './mask-contact';

describe('maskContact', () => {
  it('hides positions 2 to 8', () => {
    expect(maskContact('639171234567')).toBe('63*******567');
    expect(maskContact('juan.delacruz@mail.ph')).toBe('ju*******cruz@mail.ph');
  });

  it('hides what exists of a short value', () => expect(maskContact('0917')).toBe('09**'));
});

describe('maskForOtpMessage', () => {
  it('shows only the first two and last three characters', () => {
    expect(maskForOtpMessage('639171234567')).toBe('63*******567');
    expect(maskForOtpMessage('09171234567')).toBe('09******567');
  });

  it('leaves a value of five characters or fewer as it is', () =>
    expect(maskForOtpMessage('12345')).toBe('12345'));
});
