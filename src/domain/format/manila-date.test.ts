import { describe, expect, it } from 'vitest';
import { manilaYymmdd } from './manila-date';

describe('manilaYymmdd', () => {
  it("is Manila's calendar day, not UTC's (a reference made after midnight in Manila)", () => {
    // 00:30 on Nov 29 in Manila is still Nov 28 in UTC.
    expect(manilaYymmdd(new Date('2026-11-28T16:30:00Z'))).toBe('261129');
    expect(manilaYymmdd(new Date('2026-11-28T15:59:59Z'))).toBe('261128');
    // New Year in Manila, eight hours before UTC's.
    expect(manilaYymmdd(new Date('2026-12-31T16:00:00Z'))).toBe('270101');
    expect(manilaYymmdd(new Date('2030-01-05T03:00:00Z'))).toBe('300105');
  });
});
