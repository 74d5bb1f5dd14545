import { describe, expect, it } from 'vitest';
import { withLateInterest } from './late-interest';

describe('withLateInterest', () => {
  it('adds nothing in January and February', () => {
    expect(withLateInterest(100_000, 1)).toBe(100_000);
    expect(withLateInterest(100_000, 2)).toBe(100_000);
  });

  it('adds amount × month × 2% from March on', () => {
    expect(withLateInterest(100_000, 3)).toBe(106_000);
    expect(withLateInterest(100_000, 12)).toBe(124_000);
    expect(withLateInterest(100_000, 3, 0.05)).toBe(115_000);
  });

  it('rounds the interest half-up to the centavo without float drift', () => {
    expect(withLateInterest(25, 3)).toBe(27); // 25 × 3 × 0.02 = 1.5 → 2
    expect(withLateInterest(12_345, 3)).toBe(13_086); // 740.7 → 741
  });

  it('stays exact for the largest amount', () =>
    expect(withLateInterest(99_999_999_999_999, 12)).toBe(123_999_999_999_999));

  it('refuses fractional centavos and impossible months', () => {
    expect(() => withLateInterest(10.5, 3)).toThrow(RangeError);
    expect(() => withLateInterest(100, 13)).toThrow(RangeError);
  });
});
