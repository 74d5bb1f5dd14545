import { describe, expect, it } from 'vitest';
import { splitInProportion } from './funds';

describe('splitInProportion', () => {
  it('splits real property tax 2:1 between basic and SEF to the centavo', () => {
    // ₱1,000.01 at 2% basic and 1% SEF: ₱666.67 and ₱333.34 (the odd centavo to the larger remainder).
    expect(splitInProportion(100_001, [200, 100])).toEqual([66_667, 33_334]);
    expect(splitInProportion(90_000, [200, 100])).toEqual([60_000, 30_000]);
  });

  it('always adds up to the total', () => {
    for (const total of [0, 1, 2, 3, 99, 12_345, 999_999]) {
      for (const weights of [[1], [1, 1, 1], [200, 100], [7, 0, 3]]) {
        const parts = splitInProportion(total, weights);
        expect(
          parts.reduce((a, b) => a + b, 0),
          `${total} ${weights.join(':')}`,
        ).toBe(total);
        expect(parts.every((p) => p >= 0)).toBe(true);
      }
    }
  });

  it('gives everything to the first part when no weight is positive', () => {
    expect(splitInProportion(500, [0, 0])).toEqual([500, 0]);
  });
});
