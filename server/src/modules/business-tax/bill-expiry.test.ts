import { describe, expect, it } from 'vitest';
import { manilaToday } from '../../billing/manila-today';
import { assertNotExpired, expiredOn } from './bill-expiry';

const bill = (period: number, expirationDate: string | null) => ({ period, expirationDate });
const selection = (...bills: ReturnType<typeof bill>[]) => bills;
// 2026-06-30 16:30 UTC is already July 1st in Manila.
const julyFirstInManila = new Date('2026-06-30T16:30:00Z');

describe('expiredOn', () => {
  it("takes today from Manila's calendar", () => {
    expect(manilaToday(julyFirstInManila)).toBe('2026-07-01');
  });

  it('is good through its expiration date and expired the day after', () => {
    const s = selection(bill(1, '2026-07-01'));
    expect(expiredOn(s, julyFirstInManila)).toBeNull();
    expect(expiredOn(s, new Date('2026-07-01T16:00:00Z'))).toBe('2026-07-01');
  });

  it('names the earliest passed date among the bills; no date never expires', () => {
    const s = selection(bill(1, null), bill(2, '2026-06-30'), bill(3, '2026-03-31'), bill(4, '2026-12-31'));
    expect(expiredOn(s, julyFirstInManila)).toBe('2026-03-31');
  });
});

describe('assertNotExpired', () => {
  it('lets current bills and none through', () => {
    expect(() =>
      assertNotExpired(selection(bill(1, '2026-12-31'), bill(2, null)), julyFirstInManila),
    ).not.toThrow();
    expect(() => assertNotExpired([], julyFirstInManila)).not.toThrow();
  });

  it('refuses an expired bill under the BIN, saying what to do next', () => {
    expect(() => assertNotExpired(selection(bill(2, '2026-06-30')), julyFirstInManila)).toThrow(
      /expired on Jun 30, 2026.*Ask the Treasurer's Office for an updated bill/,
    );
  });
});
