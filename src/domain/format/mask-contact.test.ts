import { describe, expect, it } from 'vitest';
import { maskForOtpMessage } from './mask-contact';

describe('maskForOtpMessage', () => {
  it('shows only the first two and last three characters', () => {
    expect(maskForOtpMessage('639171234567')).toBe('63*******567');
    expect(maskForOtpMessage('09171234567')).toBe('09******567');
  });

  it('leaves a value of five characters or fewer as it is', () =>
    expect(maskForOtpMessage('12345')).toBe('12345'));
});
