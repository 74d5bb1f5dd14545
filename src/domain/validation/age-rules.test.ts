import { describe, expect, it } from 'vitest';
import { ageOn } from './age-rules';

describe('ageOn (min_age)', () => {
  const born = { year: 1966, month: 5, day: 14 };

  it('counts the birthday from its morning in Manila, not in UTC', () => {
    // 13 May 2026, 23:00 in Manila: still 59. 14 May, 04:00 in Manila (13 May in UTC): 60.
    expect(ageOn(born, new Date('2026-05-13T15:00:00Z'))).toBe(59);
    expect(ageOn(born, new Date('2026-05-13T20:00:00Z'))).toBe(60);
  });

  it('counts whole years only', () => {
    expect(ageOn(born, new Date('2027-05-13T12:00:00+08:00'))).toBe(60);
    expect(ageOn(born, new Date('2027-05-14T12:00:00+08:00'))).toBe(61);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, new Date('2060-02-28T12:00:00+08:00'))).toBe(59);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, new Date('2060-02-29T12:00:00+08:00'))).toBe(60);
  });
});
