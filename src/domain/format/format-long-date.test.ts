import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-long-date';

describe('formatLongDate', () => {
  it('writes the day in words, on Manila’s calendar', () => {
    expect(formatLongDate('2026-12-19')).toBe('Saturday, December 19, 2026');
    expect(formatLongDate('2026-12-19', 'fil-PH')).toBe('Sabado, Disyembre 19, 2026');
    // 23:30 UTC on Dec 31 is already New Year's Day in Manila.
    expect(formatLongDate('2026-12-31T23:30:00Z')).toBe('Friday, January 1, 2027');
    expect(formatLongDate('')).toBe('');
  });

  it('agrees with Intl’s full date style in both locales', () => {
    for (const iso of ['2024-02-29', '2026-06-01', '2027-09-15']) {
      const date = new Date(`${iso}T12:00:00+08:00`);
      for (const locale of ['en-PH', 'fil-PH']) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'Asia/Manila' }).format(
          date,
        );
        expect(formatLongDate(iso, locale), `${iso} ${locale}`).toBe(intl);
      }
    }
  });
});
