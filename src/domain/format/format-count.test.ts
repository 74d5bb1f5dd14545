import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands as en-PH writes them', () => {
    expect([0, 999, 1000, 50_000, 1_234_567, -4200].map(formatCount)).toEqual([
      '0',
      '999',
      '1,000',
      '50,000',
      '1,234,567',
      '-4,200',
    ]);
    expect(formatCount(1_234_567)).toBe((1_234_567).toLocaleString('en-PH'));
  });
});
