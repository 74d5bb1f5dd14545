import { describe, expect, it } from 'vitest';
import { toMobile63 } from './mobile-number';

describe('toMobile63', () => {
  it.each([
    ['09171234567', '639171234567'],
    ['9171234567', '639171234567'],
    ['639171234567', '639171234567'],
    ['+63 917 123 4567', '639171234567'],
    ['0917-123-4567', '639171234567'],
  ])('turns %s into %s', (input, output) => expect(toMobile63(input)).toBe(output));

  it.each(['juan@mail.ph', '0817123456', '12345', ''])(
    'leaves %j alone (the login field also takes e-mails)',
    (input) => expect(toMobile63(input)).toBe(input),
  );
});
