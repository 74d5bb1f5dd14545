import { describe, expect, it } from 'vitest';
import { soaExpiresOn } from './soa-expiry';

// Nov 29, 9 AM in Manila.
const assessedOn29th = new Date('2026-11-29T01:00:00Z');

describe('soaExpiresOn', () => {
  it('gives the days the schedule gives, counted on Manila’s calendar (not 1 day on the 29th)', () => {
    expect(soaExpiresOn({ kind: 'days', days: 20 }, assessedOn29th)).toBe('2026-12-19');
    // 11 PM on Dec 31 in Manila is still that day: twenty days run into the next year.
    expect(soaExpiresOn({ kind: 'days', days: 20 }, new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-20');
  });

  it('ends with its month when the schedule says end_of_month', () => {
    expect(soaExpiresOn({ kind: 'end_of_month' }, assessedOn29th)).toBe('2026-11-30');
  });
});
