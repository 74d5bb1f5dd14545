import { describe, expect, it } from 'vitest';
import { applyMask, maskToRegExp } from './apply-mask';

describe('applyMask', () => {
  it('inserts separators and drops the ones typed', () => {
    expect(applyMask('123456789000', '000-000-000-000')).toBe('123-456-789-000');
    expect(applyMask('123 456-789', '000-000-000-000')).toBe('123-456-789');
  });

  it('upper-cases letters and skips characters a slot refuses', () => {
    expect(applyMask('ab12x345', 'AA-00000')).toBe('AB-12345');
  });

  it('stops at the end of the mask and leaves no dangling separator', () => {
    expect(applyMask('1234567', '000-00')).toBe('123-45');
    expect(applyMask('123x', '000-00')).toBe('123');
  });

  it('accepts the 9-for-digit notation of configured masks', () =>
    expect(applyMask('1234567891234567', '999-99-9999-9999999')).toBe('123-45-6789-1234567'));
});

describe('maskToRegExp', () => {
  it('matches only a complete value', () => {
    const regex = maskToRegExp('AA-00000');
    expect(regex.test('GR-12345')).toBe(true);
    expect(regex.test('gr-12345')).toBe(true);
    expect(regex.test('GR-1234')).toBe(false);
    expect(regex.test('xGR-12345')).toBe(false);
  });

  it('escapes literals that mean something in a regex', () =>
    expect(maskToRegExp('0.0+0').test('1.2+3')).toBe(true));
});
