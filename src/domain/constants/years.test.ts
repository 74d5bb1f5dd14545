import { describe, expect, it } from 'vitest';
import { billingYears } from './years';

describe('year ranges', () => {
  const now = new Date('2025-06-15T04:00:00Z');

  it('offers billing years from next year down to 1970', () => {
    const years = billingYears(now);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1970);
    expect(years).toHaveLength(2026 - 1970 + 1);
  });

  it('turns the year at Manila midnight, not UTC midnight', () =>
    expect(billingYears(new Date('2024-12-31T16:00:00Z'))[0]).toBe(2026));
});
