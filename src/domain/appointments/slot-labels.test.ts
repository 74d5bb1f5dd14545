import { describe, expect, it } from 'vitest';
import { slotDayKey, slotDayLabel, slotTimeLabel } from './slot-labels';

describe('slot labels (Manila time, both locales)', () => {
  // 16:30 UTC on Monday is 00:30 on Tuesday in Manila.
  const lateMonday = '2030-01-07T16:30:00.000Z';

  it('names the Manila day, not the UTC one', () => {
    expect(slotDayKey(lateMonday)).toBe('2030-01-08');
    expect(slotDayLabel(lateMonday)).toBe('Tue, Jan 8, 2030');
    expect(slotDayLabel(lateMonday, 'fil-PH')).toBe('Mar, Ene 8, 2030');
  });

  it('writes the time of day with AM and PM', () => {
    expect(slotTimeLabel(lateMonday)).toBe('12:30 AM');
    expect(slotTimeLabel('2030-01-08T01:00:00.000Z')).toBe('9:00 AM');
    expect(slotTimeLabel('2030-01-08T05:30:00.000Z')).toBe('1:30 PM');
  });
});
