import { describe, expect, it } from 'vitest';
import { isNumericKey, numericOnly } from './numeric-only';

describe('numeric helper', () => {
  it('keeps digits and dots', () => expect(numericOnly('₱1,234.50 php')).toBe('1234.50'));
  it('lets digit and dot keys through and stops others', () => {
    expect(['1', '.', '0'].every(isNumericKey)).toBe(true);
    expect(['a', '-', 'Enter', ','].some(isNumericKey)).toBe(false);
  });
});
